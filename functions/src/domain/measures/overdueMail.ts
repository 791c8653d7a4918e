import { germanDueDate } from '@prozesspuls/shared/px';
import type { Mail } from '../../adapters/mail.js';
import { linkMail, type MemberRecipient } from '../linkMail.js';

/** To the responsible member: their measure passed its due day and is not done. */
export function measureOverdueMail(
  args: MemberRecipient & {
    measureTitle: string;
    surveyTitle: string;
    targetName: string;
    dueDate: string;
    status: string;
  },
): Mail {
  const target = args.targetName ? ` (${args.targetName})` : '';
  const lines = [
    `die Maßnahme „${args.measureTitle}“ zur Umfrage „${args.surveyTitle}“${target} war am ${germanDueDate(args.dueDate)} fällig und ist noch nicht erledigt (Status: ${args.status}).`,
    'Sie sind für diese Maßnahme verantwortlich. Zum Maßnahmenplan:',
  ];
  return linkMail(args, `ProzessPuls: Maßnahme überfällig – ${args.measureTitle}`, lines);
}
