import { notAnsweredCount, type RoundCounters } from './counters.js';
import {
  EMPTY_LEVEL_COUNTS,
  exactAverageScore,
  type LevelCounts,
  questionStatistics,
} from './questionScore.js';
import { meanOfRatios, type Ratio, roundRatio } from './ratio.js';
import { compareByName } from './selection.js';
import { scoreTrend } from './trend.js';

/** The category tree of a module's questions (input; from the catalogue). */
export interface EvaluationTreeNode {
  readonly id: string;
  readonly name: string;
  /** 'OUTCOME' for the module 1 outcome nodes, any other value otherwise. */
  readonly nodeType: string;
  readonly children?: readonly EvaluationTreeNode[];
  readonly questionIds?: readonly string[];
}

export interface EvaluationQuestionMeta {
  readonly id: string;
  readonly text: string;
  /** answerRatingInverted of the question. */
  readonly inverted: boolean;
}

export interface PersonalQuestionMeta {
  readonly id: string;
  readonly text: string;
  readonly options: readonly string[];
}

export interface EvaluationTree {
  readonly nodes: readonly EvaluationTreeNode[];
  readonly questions: readonly EvaluationQuestionMeta[];
  readonly personalQuestions?: readonly PersonalQuestionMeta[];
}

/** Question evaluation, as stored in an evaluation point. */
export interface QuestionEvaluation {
  readonly questionId: string;
  readonly questionText: string;
  readonly inverted: boolean;
  /** Counts per level 1 to 6 (its wire name is `scores`); null when redacted. */
  readonly scores: LevelCounts | null;
  /** Percent per level, 2 decimals; null when redacted. */
  readonly percentages: readonly [number, number, number, number, number, number] | null;
  readonly responseCount: number;
  /** Mean chosen level (before inversion), 1 decimal. */
  readonly averageAnswer: number | null;
  /** Mean score ('Durchschnittlicher Score'), 1 decimal. */
  readonly answerScore: number | null;
  readonly trend: number | null;
  /** Answers behind the compared score (so a trend cannot reveal a hidden earlier score); 0 without. */
  readonly comparisonResponseCount: number;
}

/** Evaluation node, as stored in an evaluation point. */
export interface EvaluationNode {
  readonly id: string;
  readonly name: string;
  readonly nodeType: string;
  readonly parentId: string | null;
  /** Unweighted mean of the children's scores, 1 decimal; null without answers or when redacted. */
  readonly score: number | null;
  readonly trend: number | null;
  /** responseCount of the compared node (itself without a previous point); 0 without one. */
  readonly comparisonResponseCount: number;
  /** Fewest answers of any answered question below this node (what the anonymity threshold checks). */
  readonly responseCount: number;
  /** Child nodes sorted by name, case-insensitively. */
  readonly children: readonly EvaluationNode[];
  /** The questions attached directly to this node (leaves), in tree order. */
  readonly questionEvaluation: readonly QuestionEvaluation[];
}

export interface PersonalQuestionEvaluation {
  readonly questionId: string;
  readonly questionText: string;
  /** Count per option, in the question's option order; null when redacted. */
  readonly scores: readonly { readonly option: string; readonly count: number }[] | null;
  readonly responseCount: number;
}

/** The round of an evaluation point, when it was made and how many were asked and answered. */
export interface EvaluationPointCounts {
  readonly round: number;
  /** Creation time of the point, epoch ms. */
  readonly timestamp: number;
  readonly numberSentTo: number;
  readonly numberCompleteAnswered: number;
  readonly numberPartiallyAnswered: number;
  readonly numberNotAnswered: number;
  /** Senders who were also recipients of the round (absent: none); they raise its threshold. */
  readonly senderRecipients?: number;
}

/** A stored evaluation point. */
export interface EvaluationPoint extends EvaluationPointCounts {
  /** Root nodes sorted by name, case-insensitively. */
  readonly nodes: readonly EvaluationNode[];
  readonly questionEvaluations: readonly QuestionEvaluation[];
  readonly personalQuestionEvaluations: readonly PersonalQuestionEvaluation[];
}

interface Compared {
  readonly score: number | null;
  readonly responseCount: number;
}

interface Previous {
  readonly nodes: ReadonlyMap<string, Compared>;
  readonly questions: ReadonlyMap<string, Compared>;
}

function indexPrevious(point: EvaluationPoint): Previous {
  const nodes = new Map<string, Compared>();
  const visit = (node: EvaluationNode) => {
    nodes.set(node.id, { score: node.score, responseCount: node.responseCount });
    node.children.forEach(visit);
  };
  point.nodes.forEach(visit);
  const questions = new Map(
    point.questionEvaluations.map((q) => [
      q.questionId,
      { score: q.answerScore, responseCount: q.responseCount },
    ]),
  );
  return { nodes, questions };
}

function evaluateQuestion(meta: EvaluationQuestionMeta, counts: LevelCounts, previous: Previous | null) {
  const stats = questionStatistics(counts, meta.inverted);
  // Without a previous point the comparison is the point itself → trend 0.
  const compared: Compared | undefined = previous
    ? previous.questions.get(meta.id)
    : { score: stats.averageScore, responseCount: stats.responseCount };
  const evaluation: QuestionEvaluation = {
    questionId: meta.id,
    questionText: meta.text,
    inverted: meta.inverted,
    scores: counts,
    percentages: stats.percentages,
    responseCount: stats.responseCount,
    averageAnswer: stats.averageAnswer,
    answerScore: stats.averageScore,
    trend: scoreTrend(compared?.score ?? null, stats.averageScore),
    comparisonResponseCount: compared?.responseCount ?? 0,
  };
  return { evaluation, exact: exactAverageScore(counts, meta.inverted) };
}

/**
 * Builds an evaluation point from round counters only (never from raw answers): question
 * evaluations, node scores up the tree, trends against `previous` (or 0 when there is none, as
 * the comparison is then the point itself) and personal-question counts. Cost O(questions).
 */
export function buildEvaluationPoint(
  tree: EvaluationTree,
  counters: RoundCounters,
  timestamp: number,
  previous?: EvaluationPoint,
): EvaluationPoint {
  const previousIndex = previous ? indexPrevious(previous) : null;
  const evaluated = new Map<string, { evaluation: QuestionEvaluation; exact: Ratio | null }>();
  for (const meta of tree.questions) {
    evaluated.set(
      meta.id,
      evaluateQuestion(meta, counters.levels[meta.id] ?? EMPTY_LEVEL_COUNTS, previousIndex),
    );
  }

  const buildNode = (
    node: EvaluationTreeNode,
    parentId: string | null,
  ): { node: EvaluationNode; exact: Ratio | null } => {
    const children = (node.children ?? []).map((child) => buildNode(child, node.id));
    const questions = (node.questionIds ?? []).flatMap((id) => {
      const question = evaluated.get(id);
      return question ? [question] : [];
    });
    const parts = [...children.map((c) => c.exact), ...questions.map((q) => q.exact)].filter(
      (value): value is Ratio => value !== null,
    );
    const exact = parts.length === 0 ? null : meanOfRatios(parts);
    const score = exact === null ? null : roundRatio(exact, 1);
    const answeredCounts = [
      ...children.filter((c) => c.exact !== null).map((c) => c.node.responseCount),
      ...questions.filter((q) => q.exact !== null).map((q) => q.evaluation.responseCount),
    ];
    const responseCount = answeredCounts.length === 0 ? 0 : Math.min(...answeredCounts);
    const compared: Compared | undefined = previousIndex
      ? previousIndex.nodes.get(node.id)
      : { score, responseCount };
    return {
      exact,
      node: {
        id: node.id,
        name: node.name,
        nodeType: node.nodeType,
        parentId,
        score,
        trend: scoreTrend(compared?.score ?? null, score),
        comparisonResponseCount: compared?.responseCount ?? 0,
        responseCount,
        children: children.map((c) => c.node).sort(compareByName),
        questionEvaluation: questions.map((q) => q.evaluation),
      },
    };
  };

  return {
    round: counters.round,
    timestamp,
    numberSentTo: counters.sentTo,
    numberCompleteAnswered: counters.completeAnswered,
    numberPartiallyAnswered: counters.partiallyAnswered,
    numberNotAnswered: notAnsweredCount(counters),
    ...(counters.senderRecipients ? { senderRecipients: counters.senderRecipients } : {}),
    nodes: tree.nodes.map((node) => buildNode(node, null).node).sort(compareByName),
    questionEvaluations: [...evaluated.values()].map((q) => q.evaluation),
    personalQuestionEvaluations: (tree.personalQuestions ?? []).map((meta) => {
      const counts = counters.options[meta.id] ?? {};
      const scores = meta.options.map((option) => ({ option, count: counts[option] ?? 0 }));
      return {
        questionId: meta.id,
        questionText: meta.text,
        scores,
        responseCount: scores.reduce((sum, s) => sum + s.count, 0),
      };
    }),
  };
}
