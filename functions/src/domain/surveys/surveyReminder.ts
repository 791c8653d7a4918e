import { formatDateTimeLong } from '@prozesspuls/shared/format';
import { logger } from '../../adapters/logger.js';
import { sendMail } from '../../adapters/mail.js';
import { setting } from '../../config/env.js';
import { loadSurvey, markReminderRound } from '../../data/repositories/surveyRecords.js';
import type { ReminderInput } from '../../tasks/inputs.js';
import { clientParticipationBranding, withClientBranding } from '../participation/brandedMail.js';
import { reissueTokensForReminder } from '../participation/reminders.js';
import { surveyReminderMail } from './finishMail.js';
import { currentRound } from './surveyJobRecord.js';

const formatDeadline = formatDateTimeLong;

/**
 * The scheduled reminder: those of the round who have not answered get their personal
 * link again. Runs once per round (claimed on the survey item first, so a repeated schedule mails
 * no one twice), and only while that round is open (sent, not finished).
 */
export async function remindOpenRecipients(input: ReminderInput): Promise<{ readonly mailed: number }> {
  const { clientId, surveyId, round } = input;
  const survey = await loadSurvey(clientId, surveyId);
  if (!survey || currentRound(survey) !== round) return { mailed: 0 };
  if (survey.state !== 'SEND' && survey.state !== 'ANSWERED') return { mailed: 0 };
  const claimed = await markReminderRound(clientId, surveyId, round);
  if (!claimed) return { mailed: 0 };
  const links = await reissueTokensForReminder(clientId, surveyId, round);
  let mailed = 0;
  const branding = await clientParticipationBranding(clientId);
  for (const { email, token } of links) {
    try {
      await sendMail(
        withClientBranding(
          surveyReminderMail({
            to: email,
            title: survey.title,
            deadline: survey.deadlineDate ? formatDeadline(survey.deadlineDate) : '',
            link: `${setting('appUrl')}/teilnahme/${token}`,
          }),
          branding,
        ),
      );
      mailed += 1;
    } catch (error) {
      logger.error('reminder mail failed', { surveyId, error });
    }
  }
  return { mailed };
}
