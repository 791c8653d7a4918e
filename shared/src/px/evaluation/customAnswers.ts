import { effectiveThreshold } from '../survey/recipients.js';
import { type AnonymityNotice, type AnonymitySettings, anonymityNotice } from './anonymity.js';

/** The stored answers of one survey round: scale/choice records and free texts kept apart (issue 16). */
export interface RoundAnswers {
  readonly round: number;
  /** One record per complete answer: question id → value (no free text). */
  readonly records: readonly Readonly<Record<string, unknown>>[];
  /** One entry per submit with free text: question id → text (not linked to `records`). */
  readonly freeTexts: readonly Readonly<Record<string, string>>[];
  /** Senders who were also recipients of the round (issue 23): each raises its thresholds by one. */
  readonly senderRecipients?: number;
}

export interface CustomAnswersView {
  readonly numberCompleteAnswered: number;
  /** Set when a round with answers was left out, because it had fewer than the threshold. */
  readonly hidden: AnonymityNotice | null;
  /** Set when free texts of a round with answers were left out (free-text threshold). */
  readonly freeTextHidden: AnonymityNotice | null;
  readonly items: readonly { readonly round: number; readonly answers: string }[];
  readonly freeText: readonly { readonly name: string; readonly answers: readonly string[] }[];
}

const collator = new Intl.Collator('de');

/**
 * Custom survey answers (GET /px/survey/{id}/answers) under the anonymity thresholds. Each round
 * is a group of its own (the items name their round): a round with fewer complete answers than
 * the anonymity threshold contributes nothing; its free texts need the free-text threshold. Free
 * texts are returned per question, sorted, so neither their order nor a record links them to a
 * respondent. Blank texts are dropped.
 */
export function customAnswersView(
  rounds: readonly RoundAnswers[],
  settings: AnonymitySettings,
): CustomAnswersView {
  let hidden: AnonymityNotice | null = null;
  let freeTextHidden: AnonymityNotice | null = null;
  const items: { round: number; answers: string }[] = [];
  const texts = new Map<string, string[]>();
  let numberCompleteAnswered = 0;
  for (const round of [...rounds].sort((a, b) => a.round - b.round)) {
    const complete = round.records.length;
    numberCompleteAnswered += complete;
    if (complete === 0) continue;
    const senders = round.senderRecipients ?? 0;
    const freeTextThreshold = effectiveThreshold(settings.freeTextThreshold, senders);
    const roundHidden = anonymityNotice(complete, effectiveThreshold(settings.anonymityThreshold, senders));
    if (roundHidden) {
      hidden = roundHidden;
      freeTextHidden = anonymityNotice(complete, freeTextThreshold);
      continue;
    }
    for (const record of round.records) items.push({ round: round.round, answers: JSON.stringify(record) });
    const textHidden = anonymityNotice(complete, freeTextThreshold);
    if (textHidden) {
      freeTextHidden = textHidden;
      continue;
    }
    for (const entry of round.freeTexts) {
      for (const [name, text] of Object.entries(entry)) {
        if (text.trim() === '') continue;
        const list = texts.get(name) ?? [];
        list.push(text);
        texts.set(name, list);
      }
    }
  }
  const freeText = [...texts.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([name, answers]) => ({ name, answers: answers.sort(collator.compare) }));
  return { numberCompleteAnswered, hidden, freeTextHidden, items, freeText };
}
