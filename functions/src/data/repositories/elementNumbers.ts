import { getDb } from '../db.js';
import { allOf } from './reads.js';
import { type ReleaseGate, releaseUnchanged } from './releaseGate.js';

/** The model's element numbers by element id. */
export async function elementNumbersOf(clientId: number, uuid: string): Promise<Map<string, string>> {
  const data = await allOf(getDb().entities.elementNumber.query.byModel({ clientId, uuid }));
  return new Map(data.map((n) => [n.elementId, n.number]));
}

/** One element's number, or undefined when it has none. */
export async function loadElementNumber(clientId: number, uuid: string, elementId: string) {
  const { data } = await getDb().entities.elementNumber.get({ clientId, uuid, elementId }).go();
  return data?.number;
}

/** The writes of one number plan (see domain/modelling/numberPlan.ts). */
export interface NumberPlanWrites {
  readonly elements: readonly { elementId: string; from: string | undefined; to: string | undefined }[];
  readonly reserve: readonly string[];
  readonly release: readonly string[];
}

/**
 * How a plan's transaction ended: written; canceled because a condition failed (an element or a
 * number changed, or the release switch); or canceled only by a concurrent transaction on the
 * same items (nothing it depends on changed).
 */
export type CommitOutcome = 'written' | 'changed' | 'conflict';

/**
 * Writes one plan as one transaction: each element conditioned on the number it had when read,
 * reservations created only where none exists, and the release switch as the gate read it.
 */
export async function commitNumberPlan(gate: ReleaseGate, plan: NumberPlanWrites): Promise<CommitOutcome> {
  const { clientId, uuid } = gate;
  const result = await getDb()
    .transaction.write(({ elementNumber, elementNumberValue, model }) => [
      releaseUnchanged({ model }, gate),
      ...plan.elements.map(({ elementId, from, to }) => {
        const key = { clientId, uuid, elementId };
        if (from === undefined) return elementNumber.create({ ...key, number: to ?? '' }).commit();
        if (to === undefined)
          return elementNumber
            .delete(key)
            .where((a, op) => op.eq(a.number, from))
            .commit();
        return elementNumber
          .patch(key)
          .set({ number: to })
          .where((a, op) => op.eq(a.number, from))
          .commit();
      }),
      ...plan.reserve.map((number) => elementNumberValue.create({ clientId, uuid, number }).commit()),
      ...plan.release.map((number) => elementNumberValue.delete({ clientId, uuid, number }).commit()),
    ])
    .go();
  if (!result.canceled) return 'written';
  return result.data.some((item) => item.rejected && item.code === 'ConditionalCheckFailed')
    ? 'changed'
    : 'conflict';
}
