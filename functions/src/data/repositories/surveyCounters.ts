/**
 * PLACEHOLDER until core16's `SHARED16-core:` commit lands (it owns this file and replaces it
 * whole): the signature flow16 codes against. Answers empty counters.
 */
import { emptyRoundCounters, type RoundCounters } from '@prozesspuls/shared/px';

export async function readRoundCounters(
  _clientId: number,
  _surveyId: string,
  round: number,
): Promise<RoundCounters> {
  return emptyRoundCounters(round);
}
