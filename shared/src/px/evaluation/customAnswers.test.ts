import { describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMITY_SETTINGS } from './anonymity.js';
import { customAnswersView, type RoundAnswers } from './customAnswers.js';
import type { RoundFreeTexts } from './freeTextBatches.js';

const records = (n: number) => Array.from({ length: n }, (_, i) => ({ q1: (i % 6) + 1 }));
const notice = (minimum: number) => ({
  minimum,
  msg: `Zu wenige Antworten für eine anonyme Auswertung (mindestens ${minimum})`,
});

/** A round with `n` stored texts, the first `released` of them released as batch 1 in reverse order. */
function freeTexts(round: number, n: number, released: number): RoundFreeTexts {
  const texts = Array.from({ length: n }, (_, i) => ({
    id: `t${i}`,
    texts: { c1: `Text ${String(i).padStart(2, '0')}` },
    threshold: 10,
  }));
  const textIds = texts
    .slice(0, released)
    .map((text) => text.id)
    .reverse();
  return { round, texts, batches: released > 0 ? [{ batch: 1, textIds, orders: { c1: textIds } }] : [] };
}

describe('customAnswersView', () => {
  it.each([
    // [complete answers of one round, records shown, hidden]
    [0, 0, null],
    [4, 0, notice(5)],
    [5, 5, null],
    [10, 10, null],
  ])('with %i complete answers shows %i records', (n, shown, hidden) => {
    const view = customAnswersView([{ round: 1, records: records(n) }], [], DEFAULT_ANONYMITY_SETTINGS);
    expect(view.numberCompleteAnswered).toBe(n);
    expect(view.items).toHaveLength(shown);
    expect(view.hidden).toEqual(hidden);
  });

  it('judges each round on its own: a small second round is left out, the first stays', () => {
    const rounds: RoundAnswers[] = [
      { round: 2, records: records(3) },
      { round: 1, records: records(12) },
    ];
    const view = customAnswersView(rounds, [], DEFAULT_ANONYMITY_SETTINGS);
    expect(view.numberCompleteAnswered).toBe(15);
    expect(view.items.map((item) => item.round)).toEqual(Array(12).fill(1));
    expect(view.hidden).toEqual(notice(5));
  });

  it('shows only released free texts, in the batch order, and says how many the next batch misses', () => {
    const view = customAnswersView(
      [{ round: 1, records: records(14) }],
      [freeTexts(1, 14, 10)],
      DEFAULT_ANONYMITY_SETTINGS,
    );
    expect(view.freeText).toEqual([
      { name: 'c1', answers: Array.from({ length: 10 }, (_, i) => `Text 0${9 - i}`) },
    ]);
    expect(view.freeTextHidden).toMatchObject({ minimum: 10, missing: 6 });
  });

  it('returns records as JSON text without free text', () => {
    const view = customAnswersView(
      [{ round: 1, records: records(10) }],
      [freeTexts(1, 10, 10)],
      DEFAULT_ANONYMITY_SETTINGS,
    );
    expect(JSON.parse(view.items[0]?.answers ?? 'null')).toEqual({ q1: 1 });
    expect(view.items.some((item) => item.answers.includes('Text'))).toBe(false);
  });
});
