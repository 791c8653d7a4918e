import type { AnonymitySettings } from './anonymity.js';
import { type FreeTextNotice, type RoundFreeTexts, releasedFreeTexts } from './freeTextBatches.js';
import { type RecordNotice, type RoundRecords, releasedRecords } from './recordBatches.js';

export interface CustomAnswersView {
  readonly numberCompleteAnswered: number;
  /** Set when answer records wait for their batch (anonymity threshold, recordBatches.ts). */
  readonly hidden: RecordNotice | null;
  /** Set when free texts wait for their batch (free-text threshold, freeTextBatches.ts). */
  readonly freeTextHidden: FreeTextNotice | null;
  readonly items: readonly { readonly round: number; readonly answers: string }[];
  readonly freeText: readonly { readonly name: string; readonly answers: readonly string[] }[];
}

/**
 * Custom survey answers (GET /px/survey/{id}/answers) under the anonymity rules. Answer records
 * come only from released batches of at least the anonymity threshold of a round, in each batch's
 * random order (releasedRecords), so one more answer never shows up alone; free texts only from
 * released batches of at least the free-text threshold (releasedFreeTexts), per question, in each
 * batch's random order, so neither their order nor a record links them to a respondent.
 * `numberCompleteAnswered` counts every complete answer, released or waiting: a count, no content.
 */
export function customAnswersView(
  rounds: readonly RoundRecords[],
  freeTexts: readonly RoundFreeTexts[],
  settings: AnonymitySettings,
): CustomAnswersView {
  const released = releasedRecords(rounds, settings.anonymityThreshold);
  const numberCompleteAnswered = rounds.reduce((sum, round) => sum + round.records.length, 0);
  return {
    numberCompleteAnswered,
    hidden: released.hidden,
    items: released.items.map((item) => ({ round: item.round, answers: JSON.stringify(item.answers) })),
    ...releasedFreeTexts(freeTexts, settings.freeTextThreshold),
  };
}
