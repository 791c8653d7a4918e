import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FREE_TEXT_BATCH_MAX,
  freeTextNotice,
  freeTextWithheldMessage,
  nextBatch,
  type RoundFreeTexts,
  releasedFreeTexts,
  requiredBatchSize,
  type StoredFreeText,
  shuffled,
} from './freeTextBatches.js';

const text = (i: number, threshold: number | null = 10): StoredFreeText => ({
  id: `id-${String(i).padStart(3, '0')}`,
  texts: { kommentar: `Hinweis ${i}` },
  threshold,
});
const texts = (n: number, threshold: number | null = 10) =>
  Array.from({ length: n }, (_, i) => text(i, threshold));
const round = (stored: StoredFreeText[], batches: RoundFreeTexts['batches'] = []): RoundFreeTexts => ({
  round: 1,
  texts: stored,
  batches,
});
/** Always the last index left: Fisher–Yates then keeps the order (for exact expectations). */
const keepOrder = (bound: number) => bound - 1;

describe('shuffled', () => {
  it('is a permutation of its input and leaves the input as it was', () => {
    const input = Array.from({ length: 50 }, (_, i) => i);
    const output = shuffled(input, randomInt);
    expect([...output].sort((a, b) => a - b)).toEqual(input);
    expect(input).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('puts every item in every position with the CSPRNG (3 items, 6000 draws, each place near 1/3)', () => {
    const places = [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ];
    for (let draw = 0; draw < 6000; draw += 1) {
      shuffled([0, 1, 2], randomInt).forEach((item, place) => {
        const row = places[item];
        if (row) row[place] = (row[place] ?? 0) + 1;
      });
    }
    // Expected 2000 each; 1700 is more than 8 standard deviations (≈ 36.5) below.
    for (const row of places) for (const count of row) expect(count).toBeGreaterThan(1700);
  });
});

describe('requiredBatchSize', () => {
  it('is the current threshold, or the higher one in force when a waiting text was written', () => {
    expect(requiredBatchSize(10, texts(3))).toBe(10);
    expect(requiredBatchSize(10, [text(1, 10), text(2, 25)])).toBe(25);
    expect(requiredBatchSize(30, [text(1, 25)])).toBe(30);
    expect(requiredBatchSize(12, [text(1, null)])).toBe(12);
  });

  it('needs one text more per sender who was also a recipient of the round', () => {
    expect(requiredBatchSize(10, texts(3), 1)).toBe(11);
    expect(nextBatch({ ...round(texts(10)), senderRecipients: 1 }, 10, keepOrder)).toBeNull();
    expect(freeTextNotice({ ...round(texts(10)), senderRecipients: 1 }, 10)).toMatchObject({
      minimum: 11,
      missing: 1,
    });
  });
});

describe('nextBatch', () => {
  it('releases nothing while fewer texts wait than the threshold', () => {
    expect(nextBatch(round(texts(9)), 10, randomInt)).toBeNull();
    expect(nextBatch(round([]), 10, randomInt)).toBeNull();
  });

  it('releases every waiting text as the next batch once the threshold is reached', () => {
    const planned = nextBatch(round(texts(12)), 10, randomInt);
    expect(planned?.batch).toBe(1);
    expect([...(planned?.textIds ?? [])].sort()).toEqual(texts(12).map((t) => t.id));
  });

  it('counts only texts not in a released batch and numbers the batch after the last', () => {
    const stored = texts(25);
    const first = stored.slice(0, 10).map((t) => t.id);
    const batch1 = { batch: 1, textIds: first, orders: { kommentar: first } };
    expect(nextBatch(round(stored.slice(0, 19), [batch1]), 10, randomInt)).toBeNull();
    const planned = nextBatch(round(stored, [batch1]), 10, randomInt);
    expect(planned?.batch).toBe(2);
    expect([...(planned?.textIds ?? [])].sort()).toEqual(stored.slice(10).map((t) => t.id));
  });

  it('never releases a smaller batch after the threshold was lowered than the one the texts were written under', () => {
    expect(nextBatch(round(texts(12, 15)), 10, randomInt)).toBeNull();
    expect(nextBatch(round(texts(15, 15)), 10, randomInt)?.textIds).toHaveLength(15);
  });

  it('orders a batch by the random source, not by the stored order', () => {
    const alwaysFirst = () => 0;
    const stored = texts(10);
    expect(nextBatch(round(stored), 10, keepOrder)?.orders).toEqual({ kommentar: stored.map((t) => t.id) });
    expect(nextBatch(round(stored), 10, alwaysFirst)?.orders.kommentar).not.toEqual(stored.map((t) => t.id));
  });

  it('gives each question its own order, so the k-th texts of two questions are not one respondent', () => {
    const stored: StoredFreeText[] = Array.from({ length: 10 }, (_, i) => ({
      id: `id-${i}`,
      texts: { lob: `Lob ${i}`, kritik: `Kritik ${i}`, leer: ' ' },
      threshold: 10,
    }));
    const planned = nextBatch(round(stored), 10, randomInt);
    const lob = planned?.orders.lob ?? [];
    const kritik = planned?.orders.kritik ?? [];
    expect([...lob].sort()).toEqual(stored.map((t) => t.id).sort());
    expect([...kritik].sort()).toEqual(stored.map((t) => t.id).sort());
    // Two independent uniform orders of 10 agree everywhere with probability 1/10! (≈ 2.8 · 10⁻⁷).
    expect(lob).not.toEqual(kritik);
    // A question nobody answered with text has no order.
    expect(planned?.orders.leer).toBeUndefined();
  });

  it(`holds at most ${FREE_TEXT_BATCH_MAX} texts; the rest waits for the next batch`, () => {
    const planned = nextBatch(round(texts(FREE_TEXT_BATCH_MAX + 20)), 10, randomInt);
    expect(planned?.textIds).toHaveLength(FREE_TEXT_BATCH_MAX);
    expect(new Set(planned?.textIds).size).toBe(FREE_TEXT_BATCH_MAX);
  });
});

describe('releasedFreeTexts', () => {
  it('returns only the texts of released batches, batch by batch in their stored order', () => {
    const stored = texts(25);
    const view = releasedFreeTexts(
      [
        round(stored, [
          { batch: 2, textIds: ['id-010', 'id-011'], orders: { kommentar: ['id-011', 'id-010'] } },
          {
            batch: 1,
            textIds: ['id-001', 'id-002', 'id-003'],
            orders: { kommentar: ['id-003', 'id-001', 'id-002'] },
          },
        ]),
      ],
      10,
    );
    expect(view.freeText).toEqual([
      { name: 'kommentar', answers: ['Hinweis 3', 'Hinweis 1', 'Hinweis 2', 'Hinweis 11', 'Hinweis 10'] },
    ]);
  });

  it('says why texts wait and how many more answers with free text the next batch needs', () => {
    const view = releasedFreeTexts([round(texts(7))], 10);
    expect(view.freeText).toEqual([]);
    expect(view.freeTextHidden).toEqual({ minimum: 10, missing: 3, msg: freeTextWithheldMessage(10, 3) });
    expect(view.freeTextHidden?.msg).toBe(
      'Freitextantworten werden zum Schutz der Anonymität nur in Gruppen von mindestens 10 und in ' +
        'zufälliger Reihenfolge gezeigt. Bis zur nächsten Gruppe fehlen noch 3 Antworten mit Freitext.',
    );
    expect(freeTextWithheldMessage(10, 1)).toContain('fehlt noch 1 Antwort mit Freitext');
  });

  it('has no notice when nothing waits, drops blank texts and sorts the questions', () => {
    const stored: StoredFreeText[] = [
      { id: 'a', texts: { zweite: 'B', erste: '  ' }, threshold: 10 },
      { id: 'b', texts: { erste: 'A' }, threshold: 10 },
    ];
    const view = releasedFreeTexts(
      [round(stored, [{ batch: 1, textIds: ['a', 'b'], orders: { zweite: ['a'], erste: ['b', 'a'] } }])],
      10,
    );
    expect(view.freeTextHidden).toBeNull();
    expect(view.freeText).toEqual([
      { name: 'erste', answers: ['A'] },
      { name: 'zweite', answers: ['B'] },
    ]);
  });

  it('returns nothing but question names and texts (no id, round, day or position)', () => {
    const stored = texts(10);
    const ids = stored.map((t) => t.id);
    const view = releasedFreeTexts(
      [round(stored, [{ batch: 1, textIds: ids, orders: { kommentar: ids } }])],
      10,
    );
    const json = JSON.stringify(view);
    expect(json).not.toMatch(/id-\d|"round"|"day"|"batch"/);
    expect(view.freeText.every((entry) => Object.keys(entry).sort().join() === 'answers,name')).toBe(true);
  });
});

describe('freeTextNotice', () => {
  it('judges the waiting texts against the stricter of the two thresholds', () => {
    expect(freeTextNotice(round(texts(12, 20)), 10)).toMatchObject({ minimum: 20, missing: 8 });
    expect(freeTextNotice(round([]), 10)).toBeNull();
  });
});
