import { getDb } from '../db.js';

/** One submitted answer set as stored: no token, user, address or time finer than the day. */
export interface SubmittedAnswer {
  readonly round: number;
  /** YYYY-MM-DD (UTC). */
  readonly day: string;
  /** Question id → answer (scale level, option, date; matrix answers as `{ [row]: level }`). */
  readonly answers: Readonly<Record<string, unknown>>;
}

/** The free-text answers of one submit, stored apart from its scale answers. */
export interface FreeTextAnswer {
  readonly round: number;
  readonly day: string;
  /** Question id → text. */
  readonly texts: Readonly<Record<string, string>>;
}

export interface AnswerPage<T> {
  readonly items: readonly T[];
  /** Pass to the next call; null after the last page. */
  readonly cursor: string | null;
}

export interface AnswerPageOptions {
  /** Only this round (all rounds when absent). */
  readonly round?: number;
  readonly cursor?: string | null;
  /** Items per page (default 500). */
  readonly limit?: number;
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

/** One page of a survey's free-text answers (stored apart; api17 applies the free-text threshold). */
export async function listFreeTextAnswers(
  clientId: number,
  surveyId: string,
  options: AnswerPageOptions = {},
): Promise<AnswerPage<FreeTextAnswer>> {
  const { data, cursor } = await getDb()
    .entities.surveyFreeText.query.byClient(surveyItems(clientId, surveyId, options.round))
    .go(pageAfter(options.cursor, options.limit));
  return {
    items: data.map((item) => ({ round: item.round, day: item.day, texts: parseJson(item.texts) })),
    cursor: cursor ?? null,
  };
}
