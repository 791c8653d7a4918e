import { isMeasureOverdue } from '@prozesspuls/shared/px';
import { sendMail } from '../../adapters/mail.js';
import { setting } from '../../config/env.js';
import { claimOverdueNotification, releaseOverdueNotification } from '../../data/repositories/measures.js';
import { loadMembership } from '../../data/repositories/memberships.js';
import { loadSurvey } from '../../data/repositories/surveyRecords.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import { loadMeasure, statusOf } from './measureRecords.js';
import { measureOverdueMail } from './overdueMail.js';

export type OverdueOutcome = 'mailed' | 'gone' | 'notOverdue' | 'alreadyNotified';

/**
 * The scheduled check of one measure at its overdue moment: when it is still open (or in work)
 * and past its due day, its responsible member gets one mail. Safe to run any number of times and
 * at any time (early runs, repeated deliveries and runs after an edit do nothing).
 */
export async function notifyOverdueMeasure(
  clientId: number,
  measureId: string,
  now: number,
): Promise<OverdueOutcome> {
  const record = await loadMeasure(clientId, measureId);
  if (!record) return 'gone';
  if (record.overdueNotifiedAt) return 'alreadyNotified';
  if (!isMeasureOverdue({ status: statusOf(record), dueDate: record.dueDate }, now)) return 'notOverdue';
  const [owner, membership, survey] = await Promise.all([
    loadUser(record.responsibleUserId),
    loadMembership(clientId, record.responsibleUserId),
    loadSurvey(clientId, record.surveyId),
  ]);
  // An owner who left the client is not mailed about the client's affairs.
  if (!owner || !membership || !survey) return 'gone';
  const stamp = new Date(now).toISOString();
  if (!(await claimOverdueNotification(record, stamp))) return 'alreadyNotified';
  try {
    await sendMail(
      measureOverdueMail({
        to: owner.email,
        firstName: owner.firstName,
        measureTitle: record.title,
        surveyTitle: survey.title,
        targetName: record.targetName,
        dueDate: record.dueDate,
        status: statusOf(record),
        link: `${setting('appUrl')}/surveys/measures?surveyId=${encodeURIComponent(record.surveyId)}`,
      }),
    );
  } catch (error) {
    await releaseOverdueNotification(record, stamp);
    throw error;
  }
  return 'mailed';
}
