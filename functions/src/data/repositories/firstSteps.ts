import type { FirstStepKey } from '@prozesspuls/shared';
import { isConditionFailure } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { oneOf } from './reads.js';

export interface FirstStepsRecord extends Readonly<Record<FirstStepKey, boolean>> {
  readonly dismissed: boolean;
}

/** Opens the checklist of a new client, all steps open. */
export async function startFirstSteps(clientId: number): Promise<void> {
  await getDb().entities.firstSteps.put({ clientId }).go();
}

export async function readFirstSteps(clientId: number): Promise<FirstStepsRecord | undefined> {
  return oneOf(getDb().entities.firstSteps.get({ clientId }));
}

/**
 * Ticks a step off in one conditional write: only where the client has a checklist and the step
 * is still open, so clients without one get no item and a done step costs no second write.
 */
export async function tickFirstStep(clientId: number, step: FirstStepKey): Promise<void> {
  try {
    await getDb()
      .entities.firstSteps.patch({ clientId })
      .set({ [step]: true })
      .where((attributes, { eq }) => eq(attributes[step], false))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function dismissFirstSteps(clientId: number): Promise<void> {
  try {
    await getDb().entities.firstSteps.patch({ clientId }).set({ dismissed: true }).go();
  } catch (error) {
    // No checklist: nothing to hide.
    if (!isConditionFailure(error)) throw error;
  }
}

export async function deleteFirstSteps(clientId: number): Promise<void> {
  await getDb().entities.firstSteps.delete({ clientId }).go();
}
