import type { AnonymitySettingsRequest, AnonymitySettingsView } from '@prozesspuls/shared';
import {
  ANONYMITY_THRESHOLD_MAX,
  ANONYMITY_THRESHOLD_MIN,
  type AnonymitySettings,
  changeAnonymitySettings,
  FREE_TEXT_THRESHOLD_MAX,
  FREE_TEXT_THRESHOLD_MIN,
} from '@prozesspuls/shared/px';
import {
  readAnonymitySettings,
  storeRaisedAnonymitySettings,
} from '../../data/repositories/anonymitySettings.js';
import { RuleViolation, TemporarilyUnavailable } from '../errors.js';
import type { Identity } from '../identity.js';

const BOUNDS: AnonymitySettingsView['bounds'] = {
  anonymityThreshold: { min: ANONYMITY_THRESHOLD_MIN, max: ANONYMITY_THRESHOLD_MAX },
  freeTextThreshold: { min: FREE_TEXT_THRESHOLD_MIN, max: FREE_TEXT_THRESHOLD_MAX },
};

const view = (settings: AnonymitySettings): AnonymitySettingsView => ({ ...settings, bounds: BOUNDS });

/** GET /px/evaluation/settings: the caller's client's thresholds. */
export async function getAnonymitySettings(caller: Identity): Promise<AnonymitySettingsView> {
  return view(await readAnonymitySettings(caller.clientId));
}

/**
 * PUT /px/evaluation/settings: raises one or both thresholds. A lower value is refused (400):
 * results hidden before would appear. The write is conditional on the stored values not having
 * grown meanwhile; after a lost race the request is judged again against the new values.
 */
export async function raiseAnonymitySettings(
  caller: Identity,
  request: AnonymitySettingsRequest,
): Promise<AnonymitySettingsView> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await readAnonymitySettings(caller.clientId);
    const change = changeAnonymitySettings(current, request);
    if (!change.ok) throw new RuleViolation(change.msg);
    if (await storeRaisedAnonymitySettings(caller.clientId, change.settings)) return view(change.settings);
  }
  throw new TemporarilyUnavailable();
}
