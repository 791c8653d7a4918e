import { isMeasureOverdue } from '@prozesspuls/shared/px';
import { sendMail } from '../../adapters/mail.js';
import { setting } from '../../config/env.js';
import { isConditionFailure } from '../../data/conditionFailure.js';
import { getDb } from '../../data/db.js';
import { loadMeasure, type MeasureRecord, statusOf } from './measureRecords.js';
import { measureOverdueMail } from './overdueMail.js';

export type OverdueOutcome = 'mailed' | 'gone' | 'notOverdue' | 'alreadyNotified';

/**
 * Marks the measure as notified unless it already is, or changed since it was read (done, another
 * due date or owner): one conditional write, so of two concurrent runs exactly one mails.
 */
async function claimNotification(record: MeasureRecord, stamp: string): Promise<boolean> {
  try {
    await getDb()
      .entities.measure.patch({ clientId: record.clientId, measureId: record.measureId })
      .set({ overdueNotifiedAt: stamp })
      .where(
        (a, op) =>
          `${op.notExists(a.overdueNotifiedAt)} AND ${op.ne(a.status, 'erledigt')} AND ${op.eq(a.dueDate, record.dueDate)} AND ${op.eq(a.responsibleUserId, record.responsibleUserId)}`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives the claim back when the mail could not be sent, so a retry of the task sends it. */
async function releaseNotification(record: MeasureRecord, stamp: string): Promise<void> {
  await getDb()
    .entities.measure.patch({ clientId: record.clientId, measureId: record.measureId })
    .remove(['overdueNotifiedAt'])
    .where((a, op) => op.eq(a.overdueNotifiedAt, stamp))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

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
  const db = getDb();
  const [{ data: owner }, { data: membership }, { data: survey }] = await Promise.all([
    db.entities.user.get({ userId: record.responsibleUserId }).go(),
    db.entities.membership.get({ clientId, userId: record.responsibleUserId }).go(),
    db.entities.survey.get({ clientId, surveyId: record.surveyId }).go(),
  ]);
  // An owner who left the client is not mailed about the client's affairs.
  if (!owner || !membership || !survey) return 'gone';
  const stamp = new Date(now).toISOString();
  if (!(await claimNotification(record, stamp))) return 'alreadyNotified';
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
    await releaseNotification(record, stamp);
    throw error;
  }
  return 'mailed';
}
