import { SURVEY_LIFECYCLE_MESSAGES } from '@prozesspuls/shared/px';
import type { Mail } from '../../adapters/mail.js';
import { linkMail, type MailRecipient, type MemberRecipient } from '../linkMail.js';

/** To the creator: the survey ended (by hand or at its deadline); the link opens its evaluation. */
export function surveyFinishedMail(
  args: MemberRecipient & { title: string; answered: number; sentTo: number; byDeadline: boolean },
): Mail {
  return linkMail(args, `ProzessPuls: ${SURVEY_LIFECYCLE_MESSAGES.finishedMailSubject}`, [
    args.byDeadline
      ? `Ihre Umfrage „${args.title}“ wurde zur Deadline beendet.`
      : `Ihre Umfrage „${args.title}“ wurde beendet.`,
    `${args.answered} von ${args.sentTo} Teilnehmenden haben sie vollständig beantwortet. Ein Auswertungspunkt wurde erstellt.`,
    'Zur Auswertung:',
  ]);
}

/**
 * To a participant who has not answered yet: the personal link again, before the deadline. The
 * participant may be anyone invited by address, so the mail greets without a name.
 */
export function surveyReminderMail(
  args: Omit<MailRecipient, 'firstName'> & { title: string; deadline: string },
): Mail {
  const intro = `Sie haben die Umfrage „${args.title}“ noch nicht abgeschlossen. Sie läuft noch bis ${args.deadline}.`;
  const { to, link } = args;
  return linkMail({ to, link }, `ProzessPuls: ${SURVEY_LIFECYCLE_MESSAGES.reminderMailSubject}`, [
    intro,
    'Ihre Antworten bleiben anonym. Über Ihren persönlichen Link können Sie jederzeit fortsetzen:',
  ]);
}
