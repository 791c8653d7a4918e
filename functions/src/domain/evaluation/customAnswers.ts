import { randomInt } from 'node:crypto';
import { type CustomSurveyAnswers, RETENTION_MESSAGES } from '@prozesspuls/shared';
import { customAnswersView, nextBatch, nextRecordBatch } from '@prozesspuls/shared/px';
import { readAnonymitySettings } from '../../data/repositories/anonymitySettings.js';
import { roundsWithDeletedFreeTexts } from '../../data/repositories/retention.js';
import {
  readRoundFreeTexts,
  readRoundRecords,
  storeReleasedBatch,
} from '../../data/repositories/surveyAnswers.js';
import { roundSending } from '../../data/repositories/surveyCounters.js';
import type { Identity } from '../identity.js';
import { evaluatedSurvey } from './evaluationAccess.js';

/**
 * Release rounds before giving up and showing what is released: each lost race means another
 * reader stored a batch meanwhile, so this is only reached under a burst of simultaneous reads.
 */
const MAX_RELEASE_ROUNDS = 5;

/** Senders who were recipients, per round, read once per request (they raise a round's thresholds). */
function senderCounts(clientId: number, surveyId: string) {
  const known = new Map<number, Promise<number>>();
  const countOf = (round: number) => {
    const found =
      known.get(round) ?? roundSending(clientId, surveyId, round).then(({ senderKeys }) => senderKeys.size);
    known.set(round, found);
    return found;
  };
  return <R extends { readonly round: number }>(rounds: readonly R[]) =>
    Promise.all(rounds.map(async (round) => ({ ...round, senderRecipients: await countOf(round.round) })));
}

/**
 * The rounds after releasing every batch that is due: a round whose unreleased items reach its
 * threshold gets its next batch from `plan` (all of them, in an order drawn with crypto.randomInt),
 * stored by one conditional write (`store`). A lost race (another reader stored that batch number)
 * and a stored batch both read again, so the answer always reflects the stored batches.
 */
async function releaseDue<R, P>(
  read: () => Promise<R[]>,
  plan: (round: R) => P | null,
  store: (planned: P) => Promise<boolean>,
): Promise<R[]> {
  let rounds = await read();
  for (let attempt = 0; attempt < MAX_RELEASE_ROUNDS; attempt += 1) {
    const due = rounds.flatMap((round) => plan(round) ?? []);
    if (due.length === 0) return rounds;
    await Promise.all(due.map((planned) => store(planned)));
    rounds = await read();
  }
  return rounds;
}

/**
 * GET /px/survey/{id}/answers (custom analytics): the answer records of every
 * round only from released batches of at least the anonymity threshold, free texts only from
 * released batches of at least the free-text threshold (docs/px-anonymity.md): two readings never
 * differ by fewer answers than the threshold.
 */
export async function customSurveyAnswers(caller: Identity, surveyId: string): Promise<CustomSurveyAnswers> {
  const survey = await evaluatedSurvey(caller, surveyId);
  return customAnswersOf(caller, survey.surveyId);
}

/** The custom analytics of a survey already found in the caller's client (the export and PDF read it too). */
export async function customAnswersOf(caller: Identity, surveyId: string): Promise<CustomSurveyAnswers> {
  const { clientId } = caller;
  const settings = await readAnonymitySettings(clientId);
  const withSenders = senderCounts(clientId, surveyId);
  const [records, freeTexts, deletedRounds] = await Promise.all([
    // Answer records in batches of at least the anonymity threshold.
    releaseDue(
      async () => withSenders(await readRoundRecords(clientId, surveyId)),
      (round) => nextRecordBatch(round, settings.anonymityThreshold, randomInt),
      (planned) => storeReleasedBatch(clientId, surveyId, planned),
    ),
    // Free texts in batches of at least the free-text threshold.
    releaseDue(
      async () => withSenders(await readRoundFreeTexts(clientId, surveyId)),
      (round) => nextBatch(round, settings.freeTextThreshold, randomInt),
      (planned) => storeReleasedBatch(clientId, surveyId, planned),
    ),
    roundsWithDeletedFreeTexts(clientId, surveyId),
  ]);
  return {
    surveyId,
    ...customAnswersView(records, freeTexts, settings),
    // The figures stay; only the texts went after the retention period (domain/privacy/retention.ts).
    freeTextsDeleted: deletedRounds.length > 0 ? RETENTION_MESSAGES.freeTextsDeleted : null,
  };
}
