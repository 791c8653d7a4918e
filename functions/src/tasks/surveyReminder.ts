import { remindOpenRecipients } from '../domain/surveys/surveyReminder.js';
import type { ReminderInput } from './inputs.js';

/** Target of the reminder schedule: mails the open recipients of the round their link again. */
export const handler = (input: ReminderInput) => remindOpenRecipients(input);
