import {
  isConditionFailure,
  writtenIfConditionHolds,
  writtenUnlessConditionFails,
} from '../conditionFailure.js';
import { getDb } from '../db.js';
import { patchedIf } from './patchedIf.js';
import { allOf } from './reads.js';

export type MeasureRecord = NonNullable<Awaited<ReturnType<typeof loadMeasure>>>;
type MeasureKey = { readonly clientId: number; readonly measureId: string };
type NewMeasure = Parameters<ReturnType<typeof getDb>['entities']['measure']['create']>[0];
type MeasureChanges = Partial<Omit<MeasureRecord, 'clientId' | 'measureId'>>;

export async function loadMeasure(clientId: number, measureId: string) {
  const { data } = await getDb().entities.measure.get({ clientId, measureId }).go();
  return data;
}

/** Every measure of one survey of a client (one Query of the survey index). */
export async function measuresOfSurvey(clientId: number, surveyId: string): Promise<MeasureRecord[]> {
  return allOf(getDb().entities.measure.query.bySurvey({ clientId, surveyId }));
}

/** Every measure of a client (one Query of the tenant partition by its prefix). */
export async function measuresOfClient(clientId: number): Promise<MeasureRecord[]> {
  return allOf(getDb().entities.measure.query.byClient({ clientId }));
}

export async function createMeasureRecord(measure: NewMeasure): Promise<MeasureRecord> {
  const { data } = await getDb().entities.measure.create(measure).go();
  return data;
}

/**
 * Patches an existing measure (patch requires it to exist), removing the overdue stamp when
 * `clearOverdueStamp`: false when there is no such measure.
 */
export function patchMeasure(
  key: MeasureKey,
  changes: MeasureChanges,
  clearOverdueStamp: boolean,
): Promise<boolean> {
  return writtenUnlessConditionFails(() => {
    const patch = getDb().entities.measure.patch(key).set(changes);
    return (clearOverdueStamp ? patch.remove(['overdueNotifiedAt']) : patch).go();
  });
}

/** Deletes an existing measure: false when there was none. */
export function deleteMeasureIfExists(key: MeasureKey): Promise<boolean> {
  return writtenIfConditionHolds(getDb().entities.measure.remove(key));
}

/** Deletes the given measures (batch writes). */
export async function deleteMeasureRecords(keys: readonly MeasureKey[]): Promise<void> {
  await getDb()
    .entities.measure.delete(keys.map((k) => ({ clientId: k.clientId, measureId: k.measureId })))
    .go();
}

/**
 * Stamps the measure notified unless it already is, or changed since it was read (done, another
 * due date or owner): one conditional write, so of two concurrent runs exactly one wins.
 */
export function claimOverdueNotification(record: MeasureRecord, stamp: string): Promise<boolean> {
  return patchedIf('measure', { clientId: record.clientId, measureId: record.measureId }, (measure) =>
    measure
      .set({ overdueNotifiedAt: stamp })
      .where(
        (a, op) =>
          `${op.notExists(a.overdueNotifiedAt)} AND ${op.ne(a.status, 'erledigt')} AND ${op.eq(a.dueDate, record.dueDate)} AND ${op.eq(a.responsibleUserId, record.responsibleUserId)}`,
      ),
  );
}

/** Removes the notified stamp again, only while it is still `stamp`. */
export async function releaseOverdueNotification(record: MeasureRecord, stamp: string): Promise<void> {
  await getDb()
    .entities.measure.patch({ clientId: record.clientId, measureId: record.measureId })
    .remove(['overdueNotifiedAt'])
    .where((a, op) => op.eq(a.overdueNotifiedAt, stamp))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}
