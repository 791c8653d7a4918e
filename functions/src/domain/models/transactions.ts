import { MODEL_MESSAGES } from '@prozesspuls/shared';
import { Conflict } from '../errors.js';

/** Answer of one attempt that lost a race (its conditional transaction was canceled). */
export const RETRY = Symbol('retry');

const ATTEMPTS = 8;

const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));

/**
 * Runs `attempt` (read, decide, one conditional transaction) until it answers something else
 * than RETRY. Each attempt reads afresh, so a loser sees what the winner wrote and answers the
 * right refusal (e.g. 'Diese Nummer wird bereits verwendet!'); after many lost races the caller
 * gets a 409 and nothing of the attempt was written.
 */
export async function withRetries<T>(attempt: () => Promise<T | typeof RETRY>): Promise<T> {
  for (let i = 0; i < ATTEMPTS; i += 1) {
    const result = await attempt();
    if (result !== RETRY) return result;
    await pause(i);
  }
  throw new Conflict(MODEL_MESSAGES.concurrentChange);
}
