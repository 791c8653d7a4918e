import { describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMITY_SETTINGS } from './anonymity.js';
import { customAnswersView } from './customAnswers.js';
import type { RoundFreeTexts } from './freeTextBatches.js';
import type { RoundRecords } from './recordBatches.js';

/** A round with `n` stored records, the first `released` of them released as batch 1 in reverse order. */
function roundRecords(round: number, n: number, released: number): RoundRecords {
  const records = Array.from({ length: n }, (_, i) => ({ id: `r${i}`, answers: { q1: (i % 6) + 1 } }));
  const answerIds = records
    .slice(0, released)
    .map((record) => record.id)
    .reverse();
  return { round, records, batches: released > 0 ? [{ batch: 1, answerIds }] : [] };
}

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
  it('shows only released records, in their batch order, and counts every complete answer', () => {
    const view = customAnswersView([roundRecords(1, 7, 5)], [], DEFAULT_ANONYMITY_SETTINGS);
    expect(view.numberCompleteAnswered).toBe(7);
    expect(view.items.map((item) => JSON.parse(item.answers))).toEqual([
      { q1: 5 },
      { q1: 4 },
      { q1: 3 },
      { q1: 2 },
      { q1: 1 },
    ]);
  });

  it('says how many answers the next group of records still misses', () => {
    const view = customAnswersView([roundRecords(1, 7, 5)], [], DEFAULT_ANONYMITY_SETTINGS);
    expect(view.hidden).toMatchObject({ minimum: 5, missing: 3 });
    expect(view.hidden?.msg).toContain('fehlen noch 3 Antworten');
  });

  it('shows nothing of a round before its first batch', () => {
    const view = customAnswersView([roundRecords(1, 4, 0)], [], DEFAULT_ANONYMITY_SETTINGS);
    expect(view.items).toEqual([]);
    expect(view.hidden).toMatchObject({ minimum: 5, missing: 1 });
  });

  it('lists rounds in order, each with its released records', () => {
    const view = customAnswersView(
      [roundRecords(2, 6, 6), roundRecords(1, 12, 12)],
      [],
      DEFAULT_ANONYMITY_SETTINGS,
    );
    expect(view.items.map((item) => item.round)).toEqual([...Array(12).fill(1), ...Array(6).fill(2)]);
    expect(view.hidden).toBeNull();
  });

  it('shows only released free texts, in the batch order, and says how many the next batch misses', () => {
    const view = customAnswersView(
      [roundRecords(1, 14, 14)],
      [freeTexts(1, 14, 10)],
      DEFAULT_ANONYMITY_SETTINGS,
    );
    expect(view.freeText).toEqual([
      { name: 'c1', answers: Array.from({ length: 10 }, (_, i) => `Text 0${9 - i}`) },
    ]);
    expect(view.freeTextHidden).toMatchObject({ minimum: 10, missing: 6 });
  });

  it('returns records as JSON text without free text and without ids', () => {
    const view = customAnswersView(
      [roundRecords(1, 10, 10)],
      [freeTexts(1, 10, 10)],
      DEFAULT_ANONYMITY_SETTINGS,
    );
    expect(JSON.parse(view.items[0]?.answers ?? 'null')).toEqual({ q1: 4 });
    expect(view.items.some((item) => item.answers.includes('Text') || item.answers.includes('r9'))).toBe(
      false,
    );
    expect(Object.keys(view.items[0] ?? {}).sort()).toEqual(['answers', 'round']);
  });
});
