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

/** One page of a survey's submitted answers (one partition query, no scan). */
export async function listSubmittedAnswers(
  clientId: number,
  surveyId: string,
  options: AnswerPageOptions = {},
): Promise<AnswerPage<SubmittedAnswer>> {
  // The sort key is `…#<surveyId>#<round>#…`: a round is a key prefix, no filter.
  const { data, cursor } = await getDb()
    .entities.submittedAnswer.query.byClient({
      clientId,
      surveyId,
      ...(options.round === undefined ? {} : { round: options.round }),
    })
    .go({
      cursor: options.cursor ?? null,
      limit: options.limit ?? 500,
    });
  return {
    items: data.map((item) => ({ round: item.round, day: item.day, answers: parseJson(item.answers) })),
    cursor: cursor ?? null,
  };
}

/** Every submitted answer of a survey, page by page. */
export async function* allSubmittedAnswers(
  clientId: number,
  surveyId: string,
  round?: number,
): AsyncIterable<SubmittedAnswer> {
  let cursor: string | null = null;
  do {
    const page: AnswerPage<SubmittedAnswer> = await listSubmittedAnswers(clientId, surveyId, {
      ...(round === undefined ? {} : { round }),
      cursor,
    });
    yield* page.items;
    cursor = page.cursor;
  } while (cursor);
}

/** One page of a survey's free-text answers (stored apart; api17 applies the free-text threshold). */
export async function listFreeTextAnswers(
  clientId: number,
  surveyId: string,
  options: AnswerPageOptions = {},
): Promise<AnswerPage<FreeTextAnswer>> {
  // The sort key is `…#<surveyId>#<round>#…`: a round is a key prefix, no filter.
  const { data, cursor } = await getDb()
    .entities.surveyFreeText.query.byClient({
      clientId,
      surveyId,
      ...(options.round === undefined ? {} : { round: options.round }),
    })
    .go({
      cursor: options.cursor ?? null,
      limit: options.limit ?? 500,
    });
  return {
    items: data.map((item) => ({ round: item.round, day: item.day, texts: parseJson(item.texts) })),
    cursor: cursor ?? null,
  };
}
