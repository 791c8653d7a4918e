import { FIRST_STEP_KEYS, type FirstStepKey, type FirstStepsState, hasPermission } from '@prozesspuls/shared';
import { logger } from '../../adapters/logger.js';
import { dismissFirstSteps, readFirstSteps, tickFirstStep } from '../../data/repositories/firstSteps.js';
import { PermissionDenied } from '../errors.js';
import type { Identity } from '../identity.js';

/**
 * The first-steps checklist of the caller's client, for its administrators (the steps include
 * inviting colleagues, which only they can do); null for everyone else, for clients without a
 * checklist and once it was hidden.
 */
export async function firstStepsOf(caller: Identity): Promise<FirstStepsState> {
  if (!hasPermission(caller.permissions, 'ADMIN')) return null;
  const record = await readFirstSteps(caller.clientId);
  if (!record || record.dismissed) return null;
  return { steps: FIRST_STEP_KEYS.map((key) => ({ key, done: record[key] })) };
}

export async function hideFirstSteps(caller: Identity): Promise<void> {
  if (!hasPermission(caller.permissions, 'ADMIN')) throw new PermissionDenied();
  await dismissFirstSteps(caller.clientId);
}

/**
 * Ticks off a step after the work it stands for has been done. The work is never undone for the
 * checklist's sake: a failure here is logged, not thrown.
 */
export async function recordFirstStep(clientId: number, step: FirstStepKey): Promise<void> {
  try {
    await tickFirstStep(clientId, step);
  } catch (error) {
    logger.warn('first step not recorded', { clientId, step, error });
  }
}
