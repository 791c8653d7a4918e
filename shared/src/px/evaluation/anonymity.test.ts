import { describe, expect, it } from 'vitest';
import {
  anonymityMessage,
  changeAnonymitySettings,
  DEFAULT_ANONYMITY_SETTINGS,
  redactBelowThreshold,
} from './anonymity.js';
import { buildEvaluationPoint } from './evaluationPoint.js';
import {
  currentCounters,
  findNode,
  currentPoint as point,
  previousCounters,
  tree,
} from './fixtures.test-data.js';
import { pointThreshold } from './publication.js';

const notice5 = { minimum: 5, msg: 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 5)' };

describe('anonymity settings', () => {
  it('default to 5 and 10 for free text', () => {
    expect(DEFAULT_ANONYMITY_SETTINGS).toEqual({ anonymityThreshold: 5, freeTextThreshold: 10 });
  });

  it.each([
    [{ anonymityThreshold: 7 }, { anonymityThreshold: 7, freeTextThreshold: 10 }],
    [
      { anonymityThreshold: 10, freeTextThreshold: 25 },
      { anonymityThreshold: 10, freeTextThreshold: 25 },
    ],
    [{ freeTextThreshold: 100 }, { anonymityThreshold: 5, freeTextThreshold: 100 }],
    [{}, { anonymityThreshold: 5, freeTextThreshold: 10 }],
  ])('accepts %j upward', (requested, settings) => {
    expect(changeAnonymitySettings(DEFAULT_ANONYMITY_SETTINGS, requested)).toEqual({ ok: true, settings });
  });

  it.each([
    [{ anonymityThreshold: 4 }, 'Die Anonymitätsschwelle muss eine ganze Zahl von 5 bis 10 sein.'],
    [{ anonymityThreshold: 11 }, 'Die Anonymitätsschwelle muss eine ganze Zahl von 5 bis 10 sein.'],
    [{ anonymityThreshold: 6.5 }, 'Die Anonymitätsschwelle muss eine ganze Zahl von 5 bis 10 sein.'],
    [
      { freeTextThreshold: 9 },
      'Die Schwelle für Freitextantworten muss eine ganze Zahl von 10 bis 100 sein.',
    ],
    [
      { freeTextThreshold: 101 },
      'Die Schwelle für Freitextantworten muss eine ganze Zahl von 10 bis 100 sein.',
    ],
  ])('refuses %j', (requested, msg) => {
    expect(changeAnonymitySettings(DEFAULT_ANONYMITY_SETTINGS, requested)).toEqual({ ok: false, msg });
  });

  it('never lowers a threshold once raised', () => {
    const raised = { anonymityThreshold: 8, freeTextThreshold: 20 };
    const msg = 'Die Anonymitätsschwellen können nur erhöht werden.';
    expect(changeAnonymitySettings(raised, { anonymityThreshold: 7 })).toEqual({ ok: false, msg });
    expect(changeAnonymitySettings(raised, { freeTextThreshold: 15 })).toEqual({ ok: false, msg });
    expect(changeAnonymitySettings(raised, { anonymityThreshold: 8 })).toEqual({
      ok: true,
      settings: raised,
    });
  });

  it('says why, with the minimum', () => {
    expect(anonymityMessage(7)).toBe('Zu wenige Antworten für eine anonyme Auswertung (mindestens 7)');
  });
});

describe('redactBelowThreshold on a round with enough complete answers', () => {
  const redacted = redactBelowThreshold(point, 5);

  it('shows the round', () => {
    expect(redacted.hidden).toBeNull();
    expect(redacted.numberCompleteAnswered).toBe(10);
  });

  it('hides a node whose least-answered question has fewer answers, and every node above it', () => {
    expect(findNode(redacted, 'klarheit')).toMatchObject({ score: null, trend: null, hidden: notice5 });
    expect(findNode(redacted, 'rolle')).toMatchObject({ score: null, trend: null, hidden: notice5 });
  });

  it('hides the question with 4 answers but not its sibling with 10', () => {
    const [q1, q2] = findNode(redacted, 'klarheit').questionEvaluation;
    expect(q1).toMatchObject({
      questionId: 'q1',
      responseCount: 4,
      scores: null,
      percentages: null,
      averageAnswer: null,
      answerScore: null,
      trend: null,
      hidden: notice5,
    });
    expect(q2).toMatchObject({ questionId: 'q2', answerScore: 4, scores: [0, 0, 0, 10, 0, 0], hidden: null });
    expect(redacted.questionEvaluations.find((q) => q.questionId === 'q1')?.hidden).toEqual(notice5);
  });

  it('keeps nodes and questions with enough answers, and leaves unanswered ones as they are', () => {
    expect(findNode(redacted, 'bindung')).toMatchObject({ score: 1.5, trend: -0.5, hidden: null });
    expect(findNode(redacted, 'umgebung')).toMatchObject({ score: null, hidden: null });
    expect(redacted.personalQuestionEvaluations[0]?.hidden).toBeNull();
  });

  it('shows everything at threshold 4', () => {
    const all = redactBelowThreshold(point, 4);
    expect(findNode(all, 'rolle')).toMatchObject({ score: 3.4, hidden: null });
  });
});

describe('redactBelowThreshold on trends', () => {
  it('hides the trend of a shown result when the compared point had too few answers', () => {
    const thin = buildEvaluationPoint(
      tree,
      { ...previousCounters, levels: { ...previousCounters.levels, q4: [2, 1, 0, 0, 0, 0] } },
      1_000,
    );
    const redacted = redactBelowThreshold(buildEvaluationPoint(tree, currentCounters, 2_000, thin), 5);
    expect(findNode(redacted, 'bindung')).toMatchObject({
      score: 1.5,
      trend: null,
      hidden: null,
      trendHidden: notice5,
    });
    expect(redacted.questionEvaluations.find((q) => q.questionId === 'q4')).toMatchObject({
      answerScore: 1.5,
      trend: null,
      hidden: null,
      trendHidden: notice5,
    });
  });

  it('keeps a trend whose both sides have enough answers', () => {
    expect(findNode(redactBelowThreshold(point, 5), 'bindung')).toMatchObject({
      trend: -0.5,
      trendHidden: null,
    });
  });
});

describe('redactBelowThreshold on a round with 4 complete answers', () => {
  const small = buildEvaluationPoint(
    tree,
    {
      ...currentCounters,
      completeAnswered: 4,
      levels: { q4: [2, 2, 0, 0, 0, 0] },
      options: { age: { 'unter 30': 4 } },
    },
    3_000,
  );
  const redacted = redactBelowThreshold(small, 5);

  it('hides every score, distribution, trend and personal count, with the reason', () => {
    expect(redacted.hidden).toEqual(notice5);
    expect(findNode(redacted, 'bindung')).toMatchObject({ score: null, trend: null, hidden: notice5 });
    for (const q of redacted.questionEvaluations) {
      expect(q).toMatchObject({
        scores: null,
        percentages: null,
        answerScore: null,
        averageAnswer: null,
        trend: null,
      });
      expect(q.hidden).toEqual(notice5);
    }
    expect(redacted.personalQuestionEvaluations[0]).toMatchObject({ scores: null, hidden: notice5 });
  });

  it('still says how many answered', () => {
    expect(redacted.numberCompleteAnswered).toBe(4);
  });

  it('leaks no level counts anywhere in the response', () => {
    const json = JSON.stringify(redacted);
    expect(json).not.toContain('"scores":[');
    expect(json).not.toContain('"percentages":[');
  });
});

describe('redactBelowThreshold on a round whose sender was a recipient', () => {
  const counters = {
    ...currentCounters,
    completeAnswered: 5,
    levels: { q4: [2, 3, 0, 0, 0, 0] as const },
    options: { age: { 'unter 30': 5 } },
  };
  const withSender = buildEvaluationPoint(tree, { ...counters, senderRecipients: 1 }, 3_000);

  it('records the sender on the point', () => {
    expect(withSender.senderRecipients).toBe(1);
    expect(buildEvaluationPoint(tree, counters, 3_000)).not.toHaveProperty('senderRecipients');
  });

  it('needs one answer more than the client threshold: 5 answers stay hidden at threshold 5', () => {
    const notice6 = { minimum: 6, msg: 'Zu wenige Antworten für eine anonyme Auswertung (mindestens 6)' };
    const threshold = pointThreshold(null, 5, withSender.senderRecipients);
    expect(threshold).toBe(6);
    const redacted = redactBelowThreshold(withSender, threshold);
    expect(redacted.hidden).toEqual(notice6);
    expect(redacted.personalQuestionEvaluations[0]).toMatchObject({ scores: null, hidden: notice6 });
  });

  it('shows the same round without a sender among the recipients', () => {
    expect(redactBelowThreshold(buildEvaluationPoint(tree, counters, 3_000), 5).hidden).toBeNull();
  });
});
