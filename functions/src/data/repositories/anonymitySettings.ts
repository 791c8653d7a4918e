import { type AnonymitySettings, DEFAULT_ANONYMITY_SETTINGS } from '@prozesspuls/shared/px';
import { isConditionFailure } from '../conditionFailure.js';
import { getDb } from '../db.js';

/** The client's thresholds, or the defaults (5, free text 10) when none were ever raised. */
export async function readAnonymitySettings(clientId: number): Promise<AnonymitySettings> {
  const { data } = await getDb().entities.anonymitySettings.get({ clientId }).go();
  return data
    ? { anonymityThreshold: data.anonymityThreshold, freeTextThreshold: data.freeTextThreshold }
    : DEFAULT_ANONYMITY_SETTINGS;
}

/**
 * Stores raised thresholds in one conditional write: only when no item exists yet or both stored
 * values are at most the new ones, so two administrators racing can never lower a threshold the
 * other raised. Answers false when the condition failed (a concurrent raise went higher).
 */
export async function storeRaisedAnonymitySettings(
  clientId: number,
  settings: AnonymitySettings,
): Promise<boolean> {
  try {
    await getDb()
      .entities.anonymitySettings.put({ clientId, ...settings })
      .where(
        ({ anonymityThreshold, freeTextThreshold }, { notExists, lte }) =>
          `${notExists(anonymityThreshold)} OR (${lte(anonymityThreshold, settings.anonymityThreshold)} AND ${lte(freeTextThreshold, settings.freeTextThreshold)})`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
