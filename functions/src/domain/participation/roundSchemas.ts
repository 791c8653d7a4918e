import { type CountedQuestions, countedQuestionsOf, type SurveySchema } from '@prozesspuls/shared/px';

/** What a participation needs of a round's schema: the schema and the questions a submit counts. */
export interface RoundSchema {
  readonly schema: SurveySchema;
  readonly counted: CountedQuestions;
}

/** Which round of which survey a schema belongs to. */
export interface SurveyRound {
  readonly clientId: number;
  readonly surveyId: string;
  readonly round: number;
}

const roundKeyOf = ({ clientId, surveyId, round }: SurveyRound) => `${clientId}#${surveyId}#${round}`;

/**
 * Per container: the parsed schema of each survey round participants answered here, so a submit
 * need not fetch it from S3 again. Only the schema is kept, never the survey's state: whether the
 * survey still takes answers is checked on every request (the submit's transaction conditions).
 *
 * A round's schema never changes once its links exist: it is written when the survey is created
 * (round 1) or, for the next round, by the restart right after it opens that round and before
 * anyone can send it; nothing else overwrites it, and a survey's id is never reused. So the
 * schema of a round may be kept for as long as the container lives.
 *
 * Bounded: at most `limit` rounds and about `budget` characters of schema JSON (a start page with
 * images makes a schema large); the round used longest ago goes first.
 */
export class RoundSchemaCache {
  private readonly byRound = new Map<string, { readonly entry: RoundSchema; readonly size: number }>();
  private size = 0;

  constructor(
    private readonly limit = 64,
    private readonly budget = 16_000_000,
  ) {}

  /** The round's schema when this container has it, and it counts as used now. */
  get(round: SurveyRound): RoundSchema | undefined {
    const key = roundKeyOf(round);
    const held = this.byRound.get(key);
    if (!held) return undefined;
    this.byRound.delete(key);
    this.byRound.set(key, held);
    return held.entry;
  }

  /** Keeps the round's schema parsed from `json` and answers it. */
  put(round: SurveyRound, json: string): RoundSchema {
    const schema = JSON.parse(json) as SurveySchema;
    const entry: RoundSchema = { schema, counted: countedQuestionsOf(schema) };
    const key = roundKeyOf(round);
    this.forget(key);
    if (json.length > this.budget) return entry;
    this.byRound.set(key, { entry, size: json.length });
    this.size += json.length;
    while (this.byRound.size > this.limit || this.size > this.budget) {
      const oldest = this.byRound.keys().next().value;
      if (oldest === undefined) break;
      this.forget(oldest);
    }
    return entry;
  }

  private forget(key: string) {
    const held = this.byRound.get(key);
    if (!held) return;
    this.byRound.delete(key);
    this.size -= held.size;
  }
}
