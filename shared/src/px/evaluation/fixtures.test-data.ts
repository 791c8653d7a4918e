import { emptyRoundCounters, type RoundCounters } from './counters.js';
import { buildEvaluationPoint, type EvaluationTree } from './evaluationPoint.js';

/** What the evaluation tests' trees differ in: the OUTCOME node, two question texts and the personal question's id. */
interface RolleTreeVariant {
  readonly outcome: { readonly id: string; readonly name: string };
  readonly q3Text: string;
  readonly q4Text: string;
  readonly personalQuestionId: string;
}

/**
 * The module tree shape the evaluation tests share (unit and integration): Rolle → Klarheit (q1, q2)
 * and q3 (inverted); one OUTCOME → q4; arbeitsumgebung → q5; one personal question (Alter).
 */
export function rolleTree({ outcome, q3Text, q4Text, personalQuestionId }: RolleTreeVariant): EvaluationTree {
  return {
    nodes: [
      {
        id: 'rolle',
        name: 'Rolle',
        nodeType: 'CATEGORY',
        children: [{ id: 'klarheit', name: 'Klarheit', nodeType: 'CATEGORY', questionIds: ['q1', 'q2'] }],
        questionIds: ['q3'],
      },
      { ...outcome, nodeType: 'OUTCOME', questionIds: ['q4'] },
      { id: 'umgebung', name: 'arbeitsumgebung', nodeType: 'CATEGORY', questionIds: ['q5'] },
    ],
    questions: [
      { id: 'q1', text: 'Meine Aufgaben sind klar.', inverted: false },
      { id: 'q2', text: 'Ich weiß, was erwartet wird.', inverted: false },
      { id: 'q3', text: q3Text, inverted: true },
      { id: 'q4', text: q4Text, inverted: false },
      { id: 'q5', text: 'Der Lärm stört mich.', inverted: false },
    ],
    personalQuestions: [
      { id: personalQuestionId, text: 'Alter', options: ['unter 30', '30 bis 50', 'über 50'] },
    ],
  };
}

/**
 * A small module tree with hand-computed results (see evaluationPoint.test.ts):
 * Rolle → Klarheit (q1, q2) and q3 (inverted); Bindung (OUTCOME) → q4; arbeitsumgebung → q5 (no answers).
 */
export const tree: EvaluationTree = rolleTree({
  outcome: { id: 'bindung', name: 'Bindung' },
  q3Text: 'Ich habe Zeitdruck.',
  q4Text: 'Ich bleibe gern.',
  personalQuestionId: 'age',
});

/** q2 and q3 were answered alike in both rounds (answers per level 1–6). */
const levelsOfBothRounds: RoundCounters['levels'] = {
  q2: [0, 0, 0, 10, 0, 0],
  q3: [3, 2, 1, 0, 0, 4],
};

/**
 * How the inverted q3, answered [3, 2, 1, 0, 0, 4] (levels 1–6) by 10, evaluates wherever it is
 * computed: 30/20/10/0/0/40 %, average answer 34/10 = 3.4, score (3·6 + 2·5 + 1·4 + 4·1)/10 = 3.6.
 */
export const invertedQ3Evaluation = {
  inverted: true,
  scores: [3, 2, 1, 0, 0, 4],
  percentages: [30, 20, 10, 0, 0, 40],
  responseCount: 10,
  averageAnswer: 3.4,
  answerScore: 3.6,
} as const;

export const currentCounters: RoundCounters = {
  ...emptyRoundCounters(2, 14),
  completeAnswered: 10,
  partiallyAnswered: 1,
  levels: {
    ...levelsOfBothRounds,
    q1: [3, 0, 0, 0, 0, 1],
    q4: [5, 5, 0, 0, 0, 0],
  },
  options: { age: { 'unter 30': 6, 'über 50': 4 } },
};

export const previousCounters: RoundCounters = {
  ...emptyRoundCounters(1, 12),
  completeAnswered: 10,
  levels: {
    ...levelsOfBothRounds,
    q1: [4, 0, 0, 0, 0, 0],
    q4: [10, 0, 0, 0, 0, 0],
  },
};

/** The points of round 1 and round 2 (compared with round 1) built from the counters above. */
export const previousPoint = buildEvaluationPoint(tree, previousCounters, 1_000);
export const currentPoint = buildEvaluationPoint(tree, currentCounters, 2_000, previousPoint);

interface NodeWithChildren<N> {
  readonly id: string;
  readonly children: readonly N[];
}

/** The node `id` anywhere in a point's tree (evaluated or redacted). */
export function findNode<N extends NodeWithChildren<N>>(
  point: { readonly nodes: readonly N[] },
  id: string,
): N {
  const stack = [...point.nodes];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.id === id) return node;
    stack.push(...node.children);
  }
  throw new Error(`no node ${id}`);
}
