import { describe, expect, it } from 'vitest';
import { DEFAULT_ANONYMITY_SETTINGS } from './anonymity.js';
import { customAnswersView, type RoundAnswers } from './customAnswers.js';

const records = (n: number) => Array.from({ length: n }, (_, i) => ({ q1: (i % 6) + 1 }));
const texts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ c1: `Text ${String(n - i).padStart(2, '0')}` }));
const notice = (minimum: number) => ({
  minimum,
  msg: `Zu wenige Antworten für eine anonyme Auswertung (mindestens ${minimum})`,
});

describe('customAnswersView', () => {
  it.each([
    // [complete answers of one round, items shown, free texts shown, hidden, freeTextHidden]
    [0, 0, 0, null, null],
    [4, 0, 0, notice(5), notice(10)],
    [5, 5, 0, null, notice(10)],
    [9, 9, 0, null, notice(10)],
    [10, 10, 10, null, null],
  ])(
    'with %i complete answers shows %i records and %i texts',
    (n, shown, shownTexts, hidden, freeTextHidden) => {
      const view = customAnswersView(
        [{ round: 1, records: records(n), freeTexts: texts(n) }],
        DEFAULT_ANONYMITY_SETTINGS,
      );
      expect(view.numberCompleteAnswered).toBe(n);
      expect(view.items).toHaveLength(shown);
      expect(view.freeText.flatMap((q) => q.answers)).toHaveLength(shownTexts);
      expect(view.hidden).toEqual(hidden);
      expect(view.freeTextHidden).toEqual(freeTextHidden);
    },
  );

  it('judges each round on its own: a small second round is left out, the first stays', () => {
    const rounds: RoundAnswers[] = [
      { round: 2, records: records(3), freeTexts: texts(3) },
      { round: 1, records: records(12), freeTexts: texts(12) },
    ];
    const view = customAnswersView(rounds, DEFAULT_ANONYMITY_SETTINGS);
    expect(view.numberCompleteAnswered).toBe(15);
    expect(view.items.map((item) => item.round)).toEqual(Array(12).fill(1));
    expect(view.hidden).toEqual(notice(5));
    expect(view.freeText[0]?.answers).toHaveLength(12);
  });

  it('needs one answer more in a round whose sender was a recipient (issue 23)', () => {
    const round = { round: 1, records: records(10), freeTexts: texts(10) };
    const withSender = customAnswersView([{ ...round, senderRecipients: 1 }], DEFAULT_ANONYMITY_SETTINGS);
    expect(withSender.items).toHaveLength(10);
    expect(withSender.freeText).toEqual([]);
    expect(withSender.freeTextHidden).toEqual(notice(11));
    const small = customAnswersView(
      [{ round: 1, records: records(5), freeTexts: [], senderRecipients: 1 }],
      DEFAULT_ANONYMITY_SETTINGS,
    );
    expect(small.items).toEqual([]);
    expect(small.hidden).toEqual(notice(6));
  });

  it('returns records as JSON text and free texts sorted per question, blanks dropped', () => {
    const view = customAnswersView(
      [
        {
          round: 1,
          records: records(10),
          freeTexts: [...texts(9), { c1: '  ', a0: 'zuerst' }],
        },
      ],
      DEFAULT_ANONYMITY_SETTINGS,
    );
    expect(JSON.parse(view.items[0]?.answers ?? 'null')).toEqual({ q1: 1 });
    expect(view.freeText.map((q) => q.name)).toEqual(['a0', 'c1']);
    expect(view.freeText[1]?.answers).toEqual([
      'Text 01',
      'Text 02',
      'Text 03',
      'Text 04',
      'Text 05',
      'Text 06',
      'Text 07',
      'Text 08',
      'Text 09',
    ]);
  });

  it('follows raised thresholds', () => {
    const view = customAnswersView([{ round: 1, records: records(10), freeTexts: texts(10) }], {
      anonymityThreshold: 10,
      freeTextThreshold: 11,
    });
    expect(view.items).toHaveLength(10);
    expect(view.freeText).toEqual([]);
    expect(view.freeTextHidden).toEqual(notice(11));
  });
});
