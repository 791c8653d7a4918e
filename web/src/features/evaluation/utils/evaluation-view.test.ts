import type { ModuleEvaluation } from '@prozesspuls/shared';
import {
  buildEvaluationPoint,
  type EvaluationPoint,
  type EvaluationTree,
  emptyRoundCounters,
  type RoundCounters,
  redactBelowThreshold,
} from '@prozesspuls/shared/px';
import { describe, expect, it } from 'vitest';
import {
  answerRows,
  findNode,
  findQuestion,
  hiddenNotice,
  infoTileFacts,
  nodeHistory,
  questionTitle,
  reaction,
  responseVolume,
  subcategoryChanges,
  treeLines,
} from './evaluation-view';

const tree: EvaluationTree = {
  nodes: [
    {
      id: 'rolle',
      name: 'Rolle',
      nodeType: 'CATEGORY',
      children: [
        { id: 'zeit', name: 'zeit', nodeType: 'CATEGORY', questionIds: ['q2'] },
        { id: 'klarheit', name: 'Klarheit', nodeType: 'CATEGORY', questionIds: ['q1'] },
      ],
      questionIds: ['q3'],
    },
    { id: 'bindung', name: 'Bindung', nodeType: 'OUTCOME', questionIds: ['q4'] },
  ],
  questions: [
    { id: 'q1', text: 'Meine Aufgaben sind klar.', inverted: false },
    { id: 'q2', text: 'Ich habe genug Zeit.', inverted: false },
    { id: 'q3', text: 'Ich habe Zeitdruck.', inverted: true },
    { id: 'q4', text: 'Ich bleibe gern.', inverted: false },
  ],
};

/** One round's point: 12 invited, 10 complete and 1 partial answer, answers per level 1–6 as given. */
const roundPoint = (
  round: number,
  levels: RoundCounters['levels'],
  at: number,
  previous?: EvaluationPoint,
): EvaluationPoint =>
  buildEvaluationPoint(
    tree,
    { ...emptyRoundCounters(round, 12), completeAnswered: 10, partiallyAnswered: 1, levels },
    at,
    previous,
  );

const asModuleEvaluation = (point: EvaluationPoint, threshold = 5): ModuleEvaluation => ({
  ...redactBelowThreshold(point, threshold),
  surveyId: 's1',
  module: 'Module_One',
  view: '1',
});

/** Answers per level 1–6 of the first round. */
const firstRoundLevels: RoundCounters['levels'] = {
  q1: [10, 0, 0, 0, 0, 0],
  q2: [0, 10, 0, 0, 0, 0],
  q3: [0, 0, 0, 0, 0, 10],
  q4: [10, 0, 0, 0, 0, 0],
};
/** Answers per level 1–6 of the second round, one day later. */
const secondRoundLevels: RoundCounters['levels'] = {
  q1: [0, 0, 0, 10, 0, 0],
  q2: [0, 10, 0, 0, 0, 0],
  q3: [3, 2, 1, 0, 0, 4],
  q4: [5, 5, 0, 0, 0, 0],
};
const first = roundPoint(1, firstRoundLevels, 1_700_000_000_000);
const second = roundPoint(2, secondRoundLevels, 1_700_086_400_000, first);
const points = [asModuleEvaluation(second), asModuleEvaluation(first)];

const running = (deadlineDate: number | null) =>
  ({
    deadlineDate,
    info: { state: 'ANSWERED', sendToCount: 9, answeredCount: 9, evaluationTimestampCount: 1 },
  }) as const;
const finished = (finishedDate: number | null | undefined, deadlineDate: number | null) =>
  ({
    deadlineDate,
    finishedDate,
    info: { state: 'FINISHED', sendToCount: 9, answeredCount: 9, evaluationTimestampCount: 1 },
  }) as const;

describe('info tiles', () => {
  it('shows "Wiederholt verschickt" only with more than one evaluation, counting the repeats', () => {
    expect(infoTileFacts(points, running(null)).repeated).toBe(1);
    expect(infoTileFacts([asModuleEvaluation(first)], running(null)).repeated).toBeNull();
  });

  it('takes "Zuletzt gestellt" and "Teilnehmeranzahl" from the latest evaluation; a running survey is not finished', () => {
    expect(infoTileFacts(points, running(1_800_000_000_000))).toEqual({
      repeated: 1,
      lastAsked: second.timestamp,
      finished: null,
      deadline: 1_800_000_000_000,
      participants: 10,
    });
  });

  it('shows the day a survey was finished as "Abgeschlossen", not its deadline', () => {
    expect(infoTileFacts(points, finished(1_750_000_000_000, 1_800_000_000_000))).toMatchObject({
      finished: 1_750_000_000_000,
      deadline: null,
    });
    // Finished before the finish date was kept: the deadline is the best known end.
    expect(infoTileFacts(points, finished(undefined, 1_800_000_000_000)).finished).toBe(1_800_000_000_000);
  });

  it('has no date and no participants without evaluations', () => {
    expect(infoTileFacts([], running(null))).toEqual({
      repeated: null,
      lastAsked: null,
      finished: null,
      deadline: null,
      participants: 0,
    });
  });
});

describe('the "Details ansehen" tree', () => {
  it("lists sub-categories sorted by name case-insensitively, each followed by its questions, then the node's own questions", () => {
    const rolle = findNode(points[0]?.nodes ?? [], 'rolle');
    if (!rolle) throw new Error('rolle missing');
    const lines = treeLines(rolle).map((line) =>
      line.kind === 'node' ? `${line.depth}:${line.node.name}` : `${line.depth}:${line.question.questionId}`,
    );
    expect(lines).toEqual(['1:Klarheit', '2:q1', '1:zeit', '2:q2', '1:q3']);
  });

  it('stops at the given depth', () => {
    const rolle = findNode(points[0]?.nodes ?? [], 'rolle');
    if (!rolle) throw new Error('rolle missing');
    expect(treeLines(rolle, 1).map((line) => line.depth)).toEqual([1, 1, 1]);
  });
});

describe('trend side panel', () => {
  it('gives the node score of every evaluation oldest first for "Zeitlicher Verlauf"', () => {
    expect(nodeHistory(points, 'klarheit')).toEqual([
      { timestamp: first.timestamp, score: 1 },
      { timestamp: second.timestamp, score: 4 },
    ]);
  });

  it('lists the direct sub-categories sorted by name for "Veränderung der Unterkategorien"', () => {
    const rolle = findNode(points[0]?.nodes ?? [], 'rolle');
    if (!rolle) throw new Error('rolle missing');
    expect(subcategoryChanges(rolle).map((child) => [child.name, child.trend])).toEqual([
      ['Klarheit', -3],
      ['zeit', 0],
    ]);
  });
});

describe('question side panel "Fragenauswertung"', () => {
  it('appends " (invertiert)" to an inverted question only', () => {
    expect(questionTitle({ questionText: 'Ich habe Zeitdruck.', inverted: true }, ' (invertiert)')).toBe(
      'Ich habe Zeitdruck. (invertiert)',
    );
    expect(questionTitle({ questionText: 'Frage', inverted: false }, ' (invertiert)')).toBe('Frage');
  });

  it('tables the 6 levels with the scale text, the respondents and the percentage', () => {
    const q3 = findQuestion(points[0] as ModuleEvaluation, 'q3');
    if (!q3) throw new Error('q3 missing');
    expect(answerRows(q3)).toEqual([
      { level: 1, answer: 'Trifft überhaupt nicht zu', respondents: 3, percentage: 30 },
      { level: 2, answer: 'Trifft nicht zu', respondents: 2, percentage: 20 },
      { level: 3, answer: 'Trifft eher nicht zu', respondents: 1, percentage: 10 },
      { level: 4, answer: 'Trifft eher zu', respondents: 0, percentage: 0 },
      { level: 5, answer: 'Trifft zu', respondents: 0, percentage: 0 },
      { level: 6, answer: 'Trifft voll und ganz zu', respondents: 4, percentage: 40 },
    ]);
    expect(q3.answerScore).toBe(3.6);
  });

  it('has no table for a result hidden below the anonymity threshold', () => {
    const small = asModuleEvaluation(second, 11);
    const q3 = findQuestion(small, 'q3');
    if (!q3) throw new Error('q3 missing');
    expect(answerRows(q3)).toBeNull();
    expect(hiddenNotice(small, q3)?.msg).toBe(
      'Zu wenige Antworten für eine anonyme Auswertung (mindestens 11)',
    );
  });

  it('finds questions attached to nodes as well as in the flat list', () => {
    expect(findQuestion(points[0] as ModuleEvaluation, 'q1')?.questionText).toBe('Meine Aufgaben sind klar.');
    expect(findQuestion(points[0] as ModuleEvaluation, 'missing')).toBeNull();
  });
});

describe('statistic tab', () => {
  it('counts answered and not yet answered (partly answered counts as not yet answered) for "Reaktion"', () => {
    expect(reaction(points[0] as ModuleEvaluation)).toEqual({ answered: 10, notYetAnswered: 2 });
  });

  it('gives the three series of "Reaktionsvolumen" oldest first', () => {
    expect(responseVolume(points)).toEqual({
      timestamps: [first.timestamp, second.timestamp],
      answered: [10, 10],
      notAnswered: [1, 1],
      partiallyAnswered: [1, 1],
    });
  });
});
