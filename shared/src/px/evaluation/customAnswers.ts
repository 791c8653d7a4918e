import { type AnonymityNotice, type AnonymitySettings, anonymityNotice } from './anonymity.js';
import { type FreeTextNotice, type RoundFreeTexts, releasedFreeTexts } from './freeTextBatches.js';

/** The stored answer records of one survey round, without free text (stored apart, issue 16). */
export interface RoundAnswers {
  readonly round: number;
  /** One record per complete answer: question id → value (no free text). */
  readonly records: readonly Readonly<Record<string, unknown>>[];
}

export interface CustomAnswersView {
  readonly numberCompleteAnswered: number;
  /** Set when a round with answers was left out, because it had fewer than the threshold. */
  readonly hidden: AnonymityNotice | null;
  /** Set when free texts wait for their batch (free-text threshold, freeTextBatches.ts). */
  readonly freeTextHidden: FreeTextNotice | null;
  readonly items: readonly { readonly round: number; readonly answers: string }[];
  readonly freeText: readonly { readonly name: string; readonly answers: readonly string[] }[];
}

/**
 * Custom survey answers (GET /px/survey/{id}/answers) under the anonymity thresholds. Each round
 * is a group of its own (the items name their round): a round with fewer complete answers than
 * the anonymity threshold contributes no record. Free texts come only from released batches of at
 * least the free-text threshold (releasedFreeTexts), per question, in each batch's random order,
 * so neither their order nor a record links them to a respondent. Blank texts are dropped.
 */
export function customAnswersView(
  rounds: readonly RoundAnswers[],
  freeTexts: readonly RoundFreeTexts[],
  settings: AnonymitySettings,
): CustomAnswersView {
  let hidden: AnonymityNotice | null = null;
  const items: { round: number; answers: string }[] = [];
  let numberCompleteAnswered = 0;
  for (const round of [...rounds].sort((a, b) => a.round - b.round)) {
    const complete = round.records.length;
    numberCompleteAnswered += complete;
    if (complete === 0) continue;
    const roundHidden = anonymityNotice(complete, settings.anonymityThreshold);
    if (roundHidden) {
      hidden = roundHidden;
      continue;
    }
    for (const record of round.records) items.push({ round: round.round, answers: JSON.stringify(record) });
  }
  return {
    numberCompleteAnswered,
    hidden,
    items,
    ...releasedFreeTexts(freeTexts, settings.freeTextThreshold),
  };
}
