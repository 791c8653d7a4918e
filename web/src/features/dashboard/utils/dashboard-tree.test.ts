import type { RedactedEvaluationNode } from '@prozesspuls/shared/px';
import { describe, expect, it } from 'vitest';
import { type DashboardTreeItem, dashboardCards, dashboardTree } from './dashboard-tree';

const question = (id: string, score: number | null) => ({
  questionId: id,
  questionText: `Frage ${id}`,
  inverted: false,
  scores: null,
  percentages: null,
  responseCount: 10,
  averageAnswer: score,
  answerScore: score,
  trend: null,
  comparisonResponseCount: 10,
  hidden: null,
  trendHidden: null,
});

const node = (
  id: string,
  name: string,
  children: RedactedEvaluationNode[] = [],
  questionIds: string[] = [],
  nodeType = 'CATEGORY',
): RedactedEvaluationNode => ({
  id,
  name,
  nodeType,
  parentId: null,
  score: 2.5,
  trend: null,
  comparisonResponseCount: 10,
  responseCount: 10,
  hidden: null,
  trendHidden: null,
  children,
  questionEvaluation: questionIds.map((q) => question(q, 3)),
});

const shape = (item: DashboardTreeItem): unknown => [
  item.depth,
  item.label,
  item.showsScore,
  item.questionId,
  item.children.map(shape),
];

describe('dashboard card tree', () => {
  it('sorts children by name, shows lights and scores at depths 1 and 2 and turns leaf questions into children', () => {
    const root = node('root', 'Ressourcen', [
      node('b', 'zeit', [node('b1', 'Pausen', [], ['q2'])]),
      node('a', 'Klarheit', [], ['q1']),
    ]);
    expect(shape(dashboardTree(root))).toEqual([
      0,
      'Ressourcen',
      false,
      null,
      [
        [1, 'Klarheit', true, null, [[2, 'Frage q1', true, 'q1', []]]],
        [1, 'zeit', true, null, [[2, 'Pausen', true, null, [[3, 'Frage q2', false, 'q2', []]]]]],
      ],
    ]);
  });

  it('goes no deeper than depth 4', () => {
    const deep = node('0', 'a', [
      node('1', 'b', [node('2', 'c', [node('3', 'd', [node('4', 'e', [], ['q'])])])]),
    ]);
    let item = dashboardTree(deep);
    let depth = 0;
    while (item.children[0]) {
      item = item.children[0];
      depth = item.depth;
    }
    expect(depth).toBe(4);
    expect(item.questionId).toBeNull();
  });

  it('keeps only OUTCOME roots in the module 1 overview and excludes them elsewhere', () => {
    const roots = [node('o', 'Bindung', [], [], 'OUTCOME'), node('c', 'Arbeit')];
    expect(dashboardCards(roots, '1.1').map((n) => n.id)).toEqual(['o']);
    expect(dashboardCards(roots, '1').map((n) => n.id)).toEqual(['c']);
    expect(dashboardCards(roots, '2').map((n) => n.id)).toEqual(['c']);
  });
});
