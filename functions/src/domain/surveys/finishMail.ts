import { SURVEY_LIFECYCLE_MESSAGES } from '@prozesspuls/shared/px';
import type { Mail } from '../../adapters/mail.js';
import { linkMail } from '../linkMail.js';

/** To the creator: the survey ended (by hand or at its deadline); the link opens its evaluation. */
export function surveyFinishedMail(args: {
  to: string;
  firstName: string;
  title: string;
  answered: number;
  sentTo: number;
  byDeadline: boolean;
  link: string;
}): Mail {
  return linkMail(
    args.to,
    `ProzessPuls: ${SURVEY_LIFECYCLE_MESSAGES.finishedMailSubject}`,
    [
      `Hallo ${args.firstName},`,
      args.byDeadline
        ? `Ihre Umfrage „${args.title}“ wurde zur Deadline beendet.`
        : `Ihre Umfrage „${args.title}“ wurde beendet.`,
      `${args.answered} von ${args.sentTo} Teilnehmenden haben sie vollständig beantwortet. Ein Auswertungspunkt wurde erstellt.`,
      'Zur Auswertung:',
    ],
    args.link,
  );
}

/** To a participant who has not answered yet: the personal link again, before the deadline. */
export function surveyReminderMail(args: {
  to: string;
  title: string;
  deadline: string;
  link: string;
}): Mail {
  return linkMail(
    args.to,
    `ProzessPuls: ${SURVEY_LIFECYCLE_MESSAGES.reminderMailSubject}`,
    [
      'Guten Tag,',
      `Sie haben die Umfrage „${args.title}“ noch nicht abgeschlossen. Sie läuft noch bis ${args.deadline}.`,
      'Ihre Antworten bleiben anonym. Über Ihren persönlichen Link können Sie jederzeit fortsetzen:',
    ],
    args.link,
  );
}
