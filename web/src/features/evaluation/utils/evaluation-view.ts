import type { ModuleEvaluation, SurveySummary } from '@prozesspuls/shared';
import type {
  AnonymityNotice,
  QuestionEvaluation,
  Redacted,
  RedactedEvaluationNode,
} from '@prozesspuls/shared/px';
import { ANSWER_SCALE, currentAndComparison, sortByName } from '@prozesspuls/shared/px';

/**
 * View models of the module evaluation screen. The numbers come from the API
 * (already rounded and redacted below the anonymity threshold); these helpers only select, order
 * and arrange them for the screen. Words, colours and trends come from `@prozesspuls/shared/px`.
 */

/** One evaluation of GET /px/evaluation/timestamp/{id}/module/{module} (a redacted evaluation point). */
export type EvaluationPointView = ModuleEvaluation;
export type NodeView = RedactedEvaluationNode;
export type QuestionView = Redacted<QuestionEvaluation>;

/** Oldest first: the order of every chart over time. */
export function chronological<T extends { readonly timestamp: number }>(points: readonly T[]): T[] {
  return [...points].sort((a, b) => a.timestamp - b.timestamp);
}

export interface InfoTileFacts {
  /** 'Wiederholt verschickt' only when there is more than one evaluation: the number of repeats. */
  readonly repeated: number | null;
  /** 'Zuletzt gestellt': the date of the current (latest) evaluation. */
  readonly lastAsked: number | null;
  /** 'Abgeschlossen': when the survey was finished, or null while it runs. */
  readonly finished: number | null;
  /** The deadline while the survey runs, or null. */
  readonly deadline: number | null;
  /** 'Teilnehmeranzahl': complete answers of the current evaluation. */
  readonly participants: number;
}

export function infoTileFacts(
  points: readonly EvaluationPointView[],
  survey: Pick<SurveySummary, 'deadlineDate' | 'finishedDate' | 'info'>,
): InfoTileFacts {
  const selected = currentAndComparison(points);
  return {
    repeated: points.length > 1 ? points.length - 1 : null,
    lastAsked: selected?.current.timestamp ?? null,
    ...finishFacts(survey),
    participants: selected?.current.numberCompleteAnswered ?? 0,
  };
}

/** One line of a node's 'Details ansehen' tree: a sub-node or a question, with its depth (1–4). */
export type TreeLine =
  | { readonly kind: 'node'; readonly depth: number; readonly node: NodeView }
  | { readonly kind: 'question'; readonly depth: number; readonly question: QuestionView };

/**
 * The tree below a card's node, depth first: child nodes sorted by name, then the
 * node's own questions in tree order, down to depth 4.
 */
export function treeLines(node: NodeView, maxDepth = 4): TreeLine[] {
  const lines: TreeLine[] = [];
  const visit = (parent: NodeView, depth: number) => {
    if (depth > maxDepth) return;
    for (const child of sortByName(parent.children)) {
      lines.push({ kind: 'node', depth, node: child });
      visit(child, depth + 1);
    }
    for (const question of parent.questionEvaluation) lines.push({ kind: 'question', depth, question });
  };
  visit(node, 1);
  return lines;
}

/** Finds a node by id anywhere below the given roots. */
export function findNode(nodes: readonly NodeView[], id: string): NodeView | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children, id);
    if (below) return below;
  }
  return null;
}

export interface HistoryEntry {
  readonly timestamp: number;
  readonly score: number | null;
}

/** A node's score at every evaluation, oldest first ('Zeitlicher Verlauf'); null where hidden or missing. */
export function nodeHistory(points: readonly EvaluationPointView[], nodeId: string): HistoryEntry[] {
  return chronological(points).map((point) => ({
    timestamp: point.timestamp,
    score: findNode(point.nodes, nodeId)?.score ?? null,
  }));
}

/** The node's direct sub-categories for 'Veränderung der Unterkategorien', sorted by name. */
export function subcategoryChanges(node: NodeView): NodeView[] {
  return sortByName(node.children);
}

export interface AnswerRow {
  readonly level: number;
  readonly answer: string;
  readonly respondents: number;
  readonly percentage: number;
}

/** The table Antwort / Beantworter / Prozentsatz over the 6 levels; null when the result is hidden. */
export function answerRows(question: QuestionView): AnswerRow[] | null {
  const { scores, percentages } = question;
  if (!scores || !percentages) return null;
  return ANSWER_SCALE.map(({ level, text }) => ({
    level,
    answer: text,
    respondents: scores[level - 1] ?? 0,
    percentage: percentages[level - 1] ?? 0,
  }));
}

/** The question text as the panel titles it (' (invertiert)' appended when inverted). */
export function questionTitle(
  question: { readonly questionText: string; readonly inverted: boolean },
  suffix: string,
) {
  return question.inverted ? `${question.questionText}${suffix}` : question.questionText;
}

export interface ResponseVolume {
  readonly timestamps: number[];
  readonly answered: number[];
  readonly notAnswered: number[];
  readonly partiallyAnswered: number[];
}

/** 'Reaktionsvolumen': the three counts of every evaluation, oldest first. */
export function responseVolume(points: readonly EvaluationPointView[]): ResponseVolume {
  const ordered = chronological(points);
  return {
    timestamps: ordered.map((p) => p.timestamp),
    answered: ordered.map((p) => p.numberCompleteAnswered),
    notAnswered: ordered.map((p) => p.numberNotAnswered),
    partiallyAnswered: ordered.map((p) => p.numberPartiallyAnswered),
  };
}

/** 'Reaktion': answered and not yet answered of the current evaluation (partly answered is not yet complete). */
export function reaction(point: EvaluationPointView): {
  readonly answered: number;
  readonly notYetAnswered: number;
} {
  return {
    answered: point.numberCompleteAnswered,
    notYetAnswered: point.numberNotAnswered + point.numberPartiallyAnswered,
  };
}

/** The notice to show instead of a result, if any: the round's, else the item's own. */
export function hiddenNotice(
  point: { readonly hidden: AnonymityNotice | null },
  item?: { readonly hidden: AnonymityNotice | null },
): AnonymityNotice | null {
  return point.hidden ?? item?.hidden ?? null;
}

/** A question evaluation of the point by id: the flat list first, else anywhere in the node tree. */
export function findQuestion(point: EvaluationPointView, questionId: string): QuestionView | null {
  const flat = point.questionEvaluations.find((question) => question.questionId === questionId);
  if (flat) return flat;
  const visit = (nodes: readonly NodeView[]): QuestionView | null => {
    for (const node of nodes) {
      const own = node.questionEvaluation.find((question) => question.questionId === questionId);
      if (own) return own;
      const below = visit(node.children);
      if (below) return below;
    }
    return null;
  };
  return visit(point.nodes);
}

/**
 * 'Abgeschlossen' is the day the survey was finished, never its deadline: a survey finished early
 * ended then, and one still running has not ended yet (its deadline is said as such).
 */
export function finishFacts(
  survey: Pick<SurveySummary, 'deadlineDate' | 'finishedDate' | 'info'>,
): Pick<InfoTileFacts, 'finished' | 'deadline'> {
  if (survey.info.state !== 'FINISHED') return { finished: null, deadline: survey.deadlineDate };
  // Surveys finished before the date was kept: the deadline is the best known end.
  return { finished: survey.finishedDate ?? survey.deadlineDate, deadline: null };
}
