import { randomInt } from 'node:crypto';
import { type CustomSurveyAnswers, RETENTION_MESSAGES } from '@prozesspuls/shared';
import {
  customAnswersView,
  nextBatch,
  nextRecordBatch,
  type RoundFreeTexts,
  type RoundRecords,
} from '@prozesspuls/shared/px';
import { readAnonymitySettings } from '../../data/repositories/anonymitySettings.js';
import { roundsWithDeletedFreeTexts } from '../../data/repositories/retention.js';
import {
  readRoundFreeTexts,
  readRoundRecords,
  storeAnswerBatch,
  storeFreeTextBatch,
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

type WithSenders = ReturnType<typeof senderCounts>;

/**
 * The survey's answer records after releasing every batch that is due: a round whose unreleased
 * records reach the anonymity threshold gets its next batch (all of them, in an order drawn with
 * crypto.randomInt), stored by one conditional write; then read again (releaseDueBatches).
 */
async function releaseDueRecordBatches(
  clientId: number,
  surveyId: string,
  anonymityThreshold: number,
  withSenders: WithSenders,
): Promise<RoundRecords[]> {
  const read = async () => withSenders(await readRoundRecords(clientId, surveyId));
  let rounds = await read();
  for (let attempt = 0; attempt < MAX_RELEASE_ROUNDS; attempt += 1) {
    const due = rounds.flatMap((round) => nextRecordBatch(round, anonymityThreshold, randomInt) ?? []);
    if (due.length === 0) return rounds;
    await Promise.all(due.map((planned) => storeAnswerBatch(clientId, surveyId, planned)));
    rounds = await read();
  }
  return rounds;
}

/**
 * The survey's free texts after releasing every batch that is due: a round whose unreleased texts
 * reach the batch size gets its next batch (all of them, in an order drawn with crypto.randomInt),
 * stored by one conditional write. A lost race (another reader stored that batch number) and a
 * stored batch both read again, so the answer always reflects the stored batches.
 */
async function releaseDueBatches(
  clientId: number,
  surveyId: string,
  freeTextThreshold: number,
  withSenders: WithSenders,
): Promise<RoundFreeTexts[]> {
  const read = async () => withSenders(await readRoundFreeTexts(clientId, surveyId));
  let rounds = await read();
  for (let attempt = 0; attempt < MAX_RELEASE_ROUNDS; attempt += 1) {
    const due = rounds.flatMap((round) => nextBatch(round, freeTextThreshold, randomInt) ?? []);
    if (due.length === 0) return rounds;
    await Promise.all(due.map((planned) => storeFreeTextBatch(clientId, surveyId, planned)));
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
  const settings = await readAnonymitySettings(caller.clientId);
  const withSenders = senderCounts(caller.clientId, surveyId);
  const [records, freeTexts, deletedRounds] = await Promise.all([
    releaseDueRecordBatches(caller.clientId, surveyId, settings.anonymityThreshold, withSenders),
    releaseDueBatches(caller.clientId, surveyId, settings.freeTextThreshold, withSenders),
    roundsWithDeletedFreeTexts(caller.clientId, surveyId),
  ]);
  return {
    surveyId,
    ...customAnswersView(records, freeTexts, settings),
    // The figures stay; only the texts went after the retention period (domain/privacy/retention.ts).
    freeTextsDeleted: deletedRounds.length > 0 ? RETENTION_MESSAGES.freeTextsDeleted : null,
  };
}
