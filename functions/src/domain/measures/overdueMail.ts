import { germanDueDate } from '@prozesspuls/shared/px';
import type { Mail } from '../../adapters/mail.js';
import { linkMail } from '../linkMail.js';

/** To the responsible member: their measure passed its due day and is not done. */
export function measureOverdueMail(args: {
  to: string;
  firstName: string;
  measureTitle: string;
  surveyTitle: string;
  targetName: string;
  dueDate: string;
  status: string;
  link: string;
}): Mail {
  const target = args.targetName ? ` (${args.targetName})` : '';
  const lines = [
    `Hallo ${args.firstName},`,
    `die Maßnahme „${args.measureTitle}“ zur Umfrage „${args.surveyTitle}“${target} war am ${germanDueDate(args.dueDate)} fällig und ist noch nicht erledigt (Status: ${args.status}).`,
    'Sie sind für diese Maßnahme verantwortlich. Zum Maßnahmenplan:',
  ];
  return linkMail(args.to, `ProzessPuls: Maßnahme überfällig – ${args.measureTitle}`, lines, args.link);
}
