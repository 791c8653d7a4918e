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
import { allOf, type Query } from './reads.js';

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
 * A survey's stored items and released batches, read consistently (so a release planned from them
 * sees every batch stored before) and grouped by round, rounds in the order they first appear
 * (items before batches).
 */
async function roundsOf<I extends { round: number }, B extends { round: number }, X, Y>(
  items: Query<I>,
  batches: Query<B>,
  toItem: (item: I) => X,
  toBatch: (batch: B) => Y,
): Promise<{ round: number; items: X[]; batches: Y[] }[]> {
  const [stored, released] = await Promise.all([
    allOf(items, { consistent: true }),
    allOf(batches, { consistent: true }),
  ]);
  const rounds = new Map<number, { round: number; items: X[]; batches: Y[] }>();
  const roundOf = (round: number) => {
    const found = rounds.get(round) ?? { round, items: [], batches: [] };
    rounds.set(round, found);
    return found;
  };
  for (const item of stored) roundOf(item.round).items.push(toItem(item));
  for (const batch of released) roundOf(batch.round).batches.push(toBatch(batch));
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
  const rounds = await roundsOf(
    entities.surveyFreeText.query.byClient({ clientId, surveyId }),
    entities.surveyFreeTextBatch.query.byClient({ clientId, surveyId }),
    (item) => ({
      id: item.textId,
      texts: parseJson<StoredFreeText['texts']>(item.texts),
      threshold: item.threshold ?? null,
    }),
    (item) => ({
      batch: item.batch,
      textIds: item.textIds,
      orders: parseJson<ReleasedBatch['orders']>(item.orders),
    }),
  );
  return rounds.map(({ round, items, batches }) => ({ round, texts: items, batches }));
}

/**
 * The answer records of a survey, per round: every record and the batches released so far. Read
 * consistently, so a release planned from it sees every batch stored before (recordBatches.ts).
 */
export async function readRoundRecords(clientId: number, surveyId: string): Promise<RoundRecords[]> {
  const { entities } = getDb();
  const rounds = await roundsOf(
    entities.submittedAnswer.query.byClient({ clientId, surveyId }),
    entities.surveyAnswerBatch.query.byClient({ clientId, surveyId }),
    (item) => ({ id: item.answerId, answers: parseJson<StoredRecord['answers']>(item.answers) }),
    (item) => ({ batch: item.batch, answerIds: item.answerIds }),
  );
  return rounds.map(({ round, items, batches }) => ({ round, records: items, batches }));
}

/**
 * Stores a planned batch (of free texts or of answer records) under attribute_not_exists of its
 * number: one conditional write, so of two readers releasing at once one stores the batch and the
 * other gets false (and reads again).
 */
export function storeReleasedBatch(
  clientId: number,
  surveyId: string,
  planned: PlannedBatch | PlannedRecordBatch,
): Promise<boolean> {
  const { entities } = getDb();
  const key = { clientId, surveyId, round: planned.round, batch: planned.batch };
  return writtenIfConditionHolds(
    'textIds' in planned
      ? entities.surveyFreeTextBatch.create({
          ...key,
          textIds: [...planned.textIds],
          orders: JSON.stringify(planned.orders),
        })
      : entities.surveyAnswerBatch.create({ ...key, answerIds: [...planned.answerIds] }),
  );
}
