import { randomInt } from 'node:crypto';
import type { CustomSurveyAnswers } from '@prozesspuls/shared';
import {
  customAnswersView,
  nextBatch,
  type RoundAnswers,
  type RoundFreeTexts,
  SURVEY_MESSAGES,
} from '@prozesspuls/shared/px';
import { getDb } from '../../data/db.js';
import { readAnonymitySettings } from '../../data/repositories/anonymitySettings.js';
import {
  allSubmittedAnswers,
  readRoundFreeTexts,
  storeFreeTextBatch,
} from '../../data/repositories/surveyAnswers.js';
import { notFound } from '../errors.js';
import type { Identity } from '../identity.js';

/**
 * Release rounds before giving up and showing what is released: each lost race means another
 * reader stored a batch meanwhile, so this is only reached under a burst of simultaneous reads.
 */
const MAX_RELEASE_ROUNDS = 5;

async function recordsByRound(clientId: number, surveyId: string): Promise<RoundAnswers[]> {
  const rounds = new Map<number, Readonly<Record<string, unknown>>[]>();
  for await (const answer of allSubmittedAnswers(clientId, surveyId)) {
    const records = rounds.get(answer.round) ?? [];
    records.push(answer.answers);
    rounds.set(answer.round, records);
  }
  return [...rounds.entries()].map(([round, records]) => ({ round, records }));
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
): Promise<RoundFreeTexts[]> {
  let rounds = await readRoundFreeTexts(clientId, surveyId);
  for (let attempt = 0; attempt < MAX_RELEASE_ROUNDS; attempt += 1) {
    const due = rounds.flatMap((round) => nextBatch(round, freeTextThreshold, randomInt) ?? []);
    if (due.length === 0) return rounds;
    await Promise.all(due.map((planned) => storeFreeTextBatch(clientId, surveyId, planned)));
    rounds = await readRoundFreeTexts(clientId, surveyId);
  }
  return rounds;
}

/**
 * GET /px/survey/{id}/answers (custom analytics, seed 002 §2.10): the complete answers of every
 * round, each round shown only with at least the anonymity threshold of complete answers; free
 * texts only from released batches of at least the free-text threshold (docs/px-anonymity.md).
 */
export async function customSurveyAnswers(caller: Identity, surveyId: string): Promise<CustomSurveyAnswers> {
  const { data: survey } = await getDb().entities.survey.get({ clientId: caller.clientId, surveyId }).go();
  if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
  const settings = await readAnonymitySettings(caller.clientId);
  const [records, freeTexts] = await Promise.all([
    recordsByRound(caller.clientId, surveyId),
    releaseDueBatches(caller.clientId, surveyId, settings.freeTextThreshold),
  ]);
  return { surveyId, ...customAnswersView(records, freeTexts, settings) };
}
