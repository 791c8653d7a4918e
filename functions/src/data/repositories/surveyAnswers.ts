import type {
  PlannedBatch,
  PlannedRecordBatch,
  ReleasedBatch,
  RoundFreeTexts,
  RoundRecords,
  StoredFreeText,
  StoredRecord,
} from '@prozesspuls/shared/px';
import { writtenIfConditionHolds } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { allOf } from './reads.js';

/** One submitted answer set as stored: no token, user, address or time finer than the day. */
export interface SubmittedAnswer {
  readonly round: number;
  /** YYYY-MM-DD (UTC). */
  readonly day: string;
  /** Question id → answer (scale level, option, date; matrix answers as `{ [row]: level }`). */
  readonly answers: Readonly<Record<string, unknown>>;
}

const parseJson = <T>(text: string): T => JSON.parse(text) as T;

/**
 * The query of a survey's items, of one round when given: the sort key is
 * `…#<surveyId>#<round>#…`, so a round is a key prefix, no filter (one partition query, no scan).
 */
const surveyItems = (clientId: number, surveyId: string, round: number | undefined) => ({
  clientId,
  surveyId,
  ...(round === undefined ? {} : { round }),
});

/**
 * A survey's stored items and released batches grouped by round, rounds in the order they first
 * appear (items before batches); the `round` each was tagged with is taken off again.
 */
function byRound<I extends { round: number }, B extends { round: number }>(
  items: readonly I[],
  batches: readonly B[],
): { round: number; items: Omit<I, 'round'>[]; batches: Omit<B, 'round'>[] }[] {
  const rounds = new Map<number, { round: number; items: Omit<I, 'round'>[]; batches: Omit<B, 'round'>[] }>();
  const roundOf = (round: number) => {
    const found = rounds.get(round) ?? { round, items: [], batches: [] };
    rounds.set(round, found);
    return found;
  };
  for (const { round, ...item } of items) roundOf(round).items.push(item);
  for (const { round, ...batch } of batches) roundOf(round).batches.push(batch);
  return [...rounds.values()];
}

/** A page of `limit` items (default 500) after `cursor`. */
const pageAfter = (cursor: string | null | undefined, limit = 500) => ({ cursor: cursor ?? null, limit });

/** Every submitted answer of a survey (of one round when given), page by page. */
export async function* allSubmittedAnswers(
  clientId: number,
  surveyId: string,
  round?: number,
): AsyncIterable<SubmittedAnswer> {
  const readPage = (after: string | null) =>
    getDb()
      .entities.submittedAnswer.query.byClient(surveyItems(clientId, surveyId, round))
      .go(pageAfter(after));
  let cursor: string | null = null;
  do {
    const page = await readPage(cursor);
    yield* page.data.map((item) => ({
      round: item.round,
      day: item.day,
      answers: parseJson<SubmittedAnswer['answers']>(item.answers),
    }));
    cursor = page.cursor;
  } while (cursor);
}

/**
 * The answers of one round's complete submissions (no ids), read consistently in one paged query
 * of its key prefix (no scan): what the subgroups of an evaluation point are counted from.
 */
export async function roundAnswerRecords(
  clientId: number,
  surveyId: string,
  round: number,
): Promise<Readonly<Record<string, unknown>>[]> {
  const data = await allOf(
    getDb().entities.submittedAnswer.query.byClient(surveyItems(clientId, surveyId, round)),
    { consistent: true },
  );
  return data.map((item) => parseJson<SubmittedAnswer['answers']>(item.answers));
}

/**
 * The free texts of a survey, per round: every stored text and the batches released so far. Read
 * consistently, so a release planned from it sees every batch stored before (freeTextBatches.ts).
 */
export async function readRoundFreeTexts(clientId: number, surveyId: string): Promise<RoundFreeTexts[]> {
  const { entities } = getDb();
  const key = { clientId, surveyId };
  const [texts, batches] = await Promise.all([
    allOf(entities.surveyFreeText.query.byClient(key), { consistent: true }),
    allOf(entities.surveyFreeTextBatch.query.byClient(key), { consistent: true }),
  ]);
  return byRound(
    texts.map((item) => ({
      round: item.round,
      id: item.textId,
      texts: parseJson<StoredFreeText['texts']>(item.texts),
      threshold: item.threshold ?? null,
    })),
    batches.map((item) => ({
      round: item.round,
      batch: item.batch,
      textIds: item.textIds,
      orders: parseJson<ReleasedBatch['orders']>(item.orders),
    })),
  ).map(({ round, items, batches }) => ({ round, texts: items, batches }));
}

/**
 * Stores a planned batch under attribute_not_exists of its number: one conditional write, so of
 * two readers releasing at once one stores the batch and the other gets false (and reads again).
 */
export function storeFreeTextBatch(
  clientId: number,
  surveyId: string,
  planned: PlannedBatch,
): Promise<boolean> {
  return writtenIfConditionHolds(
    getDb().entities.surveyFreeTextBatch.create({
      clientId,
      surveyId,
      round: planned.round,
      batch: planned.batch,
      textIds: [...planned.textIds],
      orders: JSON.stringify(planned.orders),
    }),
  );
}

/**
 * The answer records of a survey, per round: every record and the batches released so far. Read
 * consistently, so a release planned from it sees every batch stored before (recordBatches.ts).
 */
export async function readRoundRecords(clientId: number, surveyId: string): Promise<RoundRecords[]> {
  const { entities } = getDb();
  const key = { clientId, surveyId };
  const [answers, batches] = await Promise.all([
    allOf(entities.submittedAnswer.query.byClient(key), { consistent: true }),
    allOf(entities.surveyAnswerBatch.query.byClient(key), { consistent: true }),
  ]);
  return byRound(
    answers.map((item) => ({
      round: item.round,
      id: item.answerId,
      answers: parseJson<StoredRecord['answers']>(item.answers),
    })),
    batches.map((item) => ({ round: item.round, batch: item.batch, answerIds: item.answerIds })),
  ).map(({ round, items, batches }) => ({ round, records: items, batches }));
}

/** Stores a planned record batch under attribute_not_exists of its number (storeFreeTextBatch). */
export function storeAnswerBatch(
  clientId: number,
  surveyId: string,
  planned: PlannedRecordBatch,
): Promise<boolean> {
  return writtenIfConditionHolds(
    getDb().entities.surveyAnswerBatch.create({
      clientId,
      surveyId,
      round: planned.round,
      batch: planned.batch,
      answerIds: [...planned.answerIds],
    }),
  );
}
