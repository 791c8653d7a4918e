import {
  type AnonymityNotice,
  type Redacted,
  type RedactedEvaluationNode,
  type RedactedEvaluationPoint,
  trendWithheldNotice,
} from './anonymity.js';
import type { CounterIncrement, RoundCounters } from './counters.js';
import {
  buildEvaluationPoint,
  type EvaluationNode,
  type EvaluationPoint,
  type EvaluationTree,
  type EvaluationTreeNode,
  type QuestionEvaluation,
} from './evaluationPoint.js';
import {
  hiddenKeys,
  pointThreshold,
  redactEvaluationSeries,
  type SeriesPoint,
  surveyOrder,
} from './publication.js';
import { EMPTY_LEVEL_COUNTS, type LevelCounts } from './questionScore.js';

/**
 * Results of a subgroup: the answers whose record chose one option of a personal
 * question ('Personenstandsdaten', e.g. Bereich or Altersgruppe), under the same anonymity rules
 * as the whole group (docs/px-anonymity.md):
 * - threshold: a subgroup, and each question and node in it, needs the point's threshold (plus one
 *   per sender who was a recipient) of answers;
 * - complement: the group result minus the subgroup result is the result of everyone else, so a
 *   subgroup (or a question in it) is hidden when that rest has answers, but fewer than the
 *   threshold; over several options of one question, the hidden options together must reach the
 *   threshold too (else group minus the shown options would reveal them);
 * - difference: no two subgroup results of one round, nor two rests, differ by fewer answers than
 *   the threshold (the same series rule as the group, `redactEvaluationSeries`);
 * - whatever the group itself hides, the subgroup hides too.
 * The subgroup counts are taken once, when the point is made, from the round's answer records (the
 * same answers its counters hold), and kept beside the point; reads never touch answers.
 */

/** Complete answers and level counts per question of one subgroup of a point. */
export interface SubgroupCounts {
  readonly completeAnswered: number;
  readonly levels: Readonly<Record<string, LevelCounts>>;
}

/** Personal question id → option → the subgroup of that option (only options someone chose). */
export type PointSubgroups = Readonly<Record<string, Readonly<Record<string, SubgroupCounts>>>>;

const addLevel = (counts: LevelCounts, level: number): LevelCounts =>
  counts.map((count, index) => (index === level - 1 ? count + 1 : count)) as unknown as LevelCounts;

/**
 * The subgroups of a round from the counter increments of each of its complete answers
 * (`submissionIncrements` of one record): every option a record chose gets its complete answer
 * and its scale levels.
 */
export function subgroupsOfRecords(records: readonly (readonly CounterIncrement[])[]): PointSubgroups {
  const result: Record<
    string,
    Record<string, { completeAnswered: number; levels: Record<string, LevelCounts> }>
  > = {};
  for (const increments of records) {
    const levels = increments.flatMap((inc) => (inc.kind === 'level' ? [inc] : []));
    for (const chosen of increments) {
      if (chosen.kind !== 'option') continue;
      const options = result[chosen.questionId] ?? {};
      result[chosen.questionId] = options;
      const group = options[chosen.option] ?? { completeAnswered: 0, levels: {} };
      options[chosen.option] = group;
      group.completeAnswered += 1;
      for (const { questionId, level } of levels) {
        group.levels[questionId] = addLevel(group.levels[questionId] ?? EMPTY_LEVEL_COUNTS, level);
      }
    }
  }
  return result;
}

/** The category tree a stored point was built from (its nodes, questions and personal questions). */
export function treeOfPoint(point: EvaluationPoint): EvaluationTree {
  const nodeOf = (node: EvaluationNode): EvaluationTreeNode => ({
    id: node.id,
    name: node.name,
    nodeType: node.nodeType,
    children: node.children.map(nodeOf),
    questionIds: node.questionEvaluation.map((q) => q.questionId),
  });
  return {
    nodes: point.nodes.map(nodeOf),
    questions: point.questionEvaluations.map((q) => ({
      id: q.questionId,
      text: q.questionText,
      inverted: q.inverted,
    })),
  };
}

/** The counters of a subgroup in the shape a point is built from (participation figures of the group). */
function subgroupCounters(group: EvaluationPoint, counts: SubgroupCounts): RoundCounters {
  return {
    round: group.round,
    sentTo: group.numberSentTo,
    completeAnswered: counts.completeAnswered,
    partiallyAnswered: 0,
    levels: counts.levels,
    options: {},
    ...(group.senderRecipients ? { senderRecipients: group.senderRecipients } : {}),
  };
}

/** Everyone of the group outside the subgroup: group counts minus subgroup counts. */
export function complementCounts(group: EvaluationPoint, counts: SubgroupCounts): SubgroupCounts {
  const levels: Record<string, LevelCounts> = {};
  for (const q of group.questionEvaluations) {
    const inGroup = q.scores ?? EMPTY_LEVEL_COUNTS;
    const inSub = counts.levels[q.questionId] ?? EMPTY_LEVEL_COUNTS;
    levels[q.questionId] = inGroup.map((count, index) =>
      Math.max(0, count - (inSub[index] ?? 0)),
    ) as unknown as LevelCounts;
  }
  return {
    completeAnswered: Math.max(0, group.numberCompleteAnswered - counts.completeAnswered),
    levels,
  };
}

/**
 * Which cells of a breakdown must be hidden so that no hidden cell can be worked out from the
 * total and the shown cells: every cell with 1 to threshold − 1 answers, every `forced` cell
 * (one that is never shown, e.g. those who did not answer the personal question), and then, while
 * the hidden cells together hold 1 to threshold − 1 answers, the smallest shown cell as well.
 */
export function suppressedCells(
  cells: readonly { readonly count: number; readonly forced?: boolean }[],
  threshold: number,
): boolean[] {
  const hidden = cells.map((cell) => cell.forced === true || (cell.count > 0 && cell.count < threshold));
  const hiddenSum = () => cells.reduce((sum, cell, index) => sum + (hidden[index] ? cell.count : 0), 0);
  for (let sum = hiddenSum(); sum > 0 && sum < threshold; sum = hiddenSum()) {
    let smallest = -1;
    cells.forEach((cell, index) => {
      if (hidden[index] || cell.count === 0) return;
      if (smallest < 0 || cell.count < (cells[smallest]?.count ?? 0)) smallest = index;
    });
    if (smallest < 0) break;
    hidden[smallest] = true;
  }
  return hidden;
}

export function subgroupMessage(minimum: number): string {
  return `Zu wenige Antworten für eine Auswertung dieser Teilgruppe (mindestens ${minimum})`;
}

/** Why a subgroup (or a figure in it) with enough answers is hidden: the rest of the group is too small. */
export function complementMessage(minimum: number): string {
  return `Ausgeblendet: außerhalb dieser Teilgruppe gibt es weniger als ${minimum} Antworten – zusammen mit dem Ergebnis der ganzen Gruppe ließen sie sich herausrechnen. Das schützt die Anonymität.`;
}

export const SUBGROUP_MESSAGES = {
  notStored:
    'Für diesen Auswertungspunkt gibt es keine Teilgruppen-Auswertung (er entstand, bevor Teilgruppen ausgewertet wurden).',
  unknown:
    'Diese Teilgruppe gibt es in der Umfrage nicht: Bitte wählen Sie eine Personenfrage und eine ihrer Antworten.',
} as const;

const notice = (msg: string, minimum: number): AnonymityNotice => ({ minimum, msg });

/** One point of the survey with its subgroups (absent on points made before subgroups were kept). */
export interface SubgroupSeriesPoint extends SeriesPoint {
  readonly subgroups?: PointSubgroups | null | undefined;
}

/** What the subgroup view says about the subgroup itself. */
export interface SubgroupFacts {
  readonly personalQuestionId: string;
  readonly personalQuestionText: string;
  readonly option: string;
  /** Complete answers of the subgroup; null while the subgroup is hidden. */
  readonly numberCompleteAnswered: number | null;
}

export type SubgroupPoint = RedactedEvaluationPoint & { readonly subgroup: SubgroupFacts };

/** The personal question and its options as the points know them, or null when none has it. */
export function personalQuestionOf(
  points: readonly SeriesPoint[],
  personalQuestionId: string,
): { readonly text: string; readonly options: readonly string[] } | null {
  for (const { point } of [...points].reverse()) {
    const found = point.personalQuestionEvaluations.find((p) => p.questionId === personalQuestionId);
    if (found) return { text: found.questionText, options: (found.scores ?? []).map((s) => s.option) };
  }
  return null;
}

interface ExtraHiding {
  readonly round: AnonymityNotice | null;
  readonly questions: ReadonlyMap<string, AnonymityNotice>;
  readonly nodes: ReadonlyMap<string, AnonymityNotice>;
  /** Keys (`q:`/`n:`) hidden in the compared subgroup point: their trend is hidden. */
  readonly hiddenBefore: ReadonlySet<string>;
  readonly threshold: number;
}

function hideQuestion(q: Redacted<QuestionEvaluation>, extra: ExtraHiding): Redacted<QuestionEvaluation> {
  // The round's reason wins (one message for all); otherwise a figure keeps its own reason.
  const reason = extra.round ?? (q.hidden ? null : (extra.questions.get(q.questionId) ?? null));
  if (reason) {
    return {
      ...q,
      scores: null,
      percentages: null,
      averageAnswer: null,
      answerScore: null,
      trend: null,
      hidden: reason,
      trendHidden: null,
    };
  }
  if (!q.hidden && q.trend !== null && extra.hiddenBefore.has(`q:${q.questionId}`)) {
    return { ...q, trend: null, trendHidden: trendWithheldNotice(extra.threshold) };
  }
  return q;
}

function hideNode(node: RedactedEvaluationNode, extra: ExtraHiding): RedactedEvaluationNode {
  const questionEvaluation = node.questionEvaluation.map((q) => hideQuestion(q, extra));
  const children = node.children.map((child) => hideNode(child, extra));
  // A node whose subtree lost a figure is hidden too, so no node score reveals that figure.
  const below =
    questionEvaluation.find((q, index) => q.hidden && !node.questionEvaluation[index]?.hidden)?.hidden ??
    children.find((c, index) => c.hidden && !node.children[index]?.hidden)?.hidden ??
    null;
  const reason = extra.round ?? (node.hidden ? null : (extra.nodes.get(node.id) ?? below));
  if (reason && (extra.round !== null || node.score !== null)) {
    return {
      ...node,
      score: null,
      trend: null,
      hidden: reason,
      trendHidden: null,
      children,
      questionEvaluation,
    };
  }
  if (!node.hidden && node.trend !== null && extra.hiddenBefore.has(`n:${node.id}`)) {
    return {
      ...node,
      trend: null,
      trendHidden: trendWithheldNotice(extra.threshold),
      children,
      questionEvaluation,
    };
  }
  return { ...node, children, questionEvaluation };
}

/** Notices per hidden question and node of a redacted point (to carry over into the subgroup). */
function hiddenNotices(point: RedactedEvaluationPoint) {
  const questions = new Map<string, AnonymityNotice>();
  const nodes = new Map<string, AnonymityNotice>();
  const walk = (node: RedactedEvaluationNode) => {
    if (node.hidden) nodes.set(node.id, node.hidden);
    for (const q of node.questionEvaluation) if (q.hidden) questions.set(q.questionId, q.hidden);
    node.children.forEach(walk);
  };
  point.nodes.forEach(walk);
  for (const q of point.questionEvaluations) if (q.hidden) questions.set(q.questionId, q.hidden);
  return { questions, nodes };
}

/**
 * The evaluation of one subgroup at every point of a survey (aligned with `points`), redacted by
 * the rules above. `groups` are the same points redacted as the whole group
 * (`redactEvaluationSeries`). A point without stored subgroups is hidden whole with the reason.
 * The participation figures stay the group's; the subgroup's own count is in `subgroup`.
 */
export function redactSubgroupSeries(
  points: readonly SubgroupSeriesPoint[],
  groups: readonly RedactedEvaluationPoint[],
  personalQuestionId: string,
  option: string,
  currentThreshold: number,
): SubgroupPoint[] {
  const meta = personalQuestionOf(points, personalQuestionId);
  const order = points
    .map((_, index) => index)
    .sort((a, b) => surveyOrder(points[a] as SeriesPoint, points[b] as SeriesPoint));
  // The subgroup and its complement as points of their own, each compared with the one before.
  const sub: (SeriesPoint | null)[] = new Array(points.length).fill(null);
  const rest: (SeriesPoint | null)[] = new Array(points.length).fill(null);
  let previousSub: EvaluationPoint | undefined;
  let previousRest: EvaluationPoint | undefined;
  for (const index of order) {
    const stored = points[index] as SubgroupSeriesPoint;
    const ofQuestion = stored.subgroups?.[personalQuestionId];
    if (!stored.subgroups) continue;
    const counts = ofQuestion?.[option] ?? { completeAnswered: 0, levels: {} };
    const tree = treeOfPoint(stored.point);
    const subPoint = buildEvaluationPoint(
      tree,
      subgroupCounters(stored.point, counts),
      stored.point.timestamp,
      previousSub,
    );
    const restPoint = buildEvaluationPoint(
      tree,
      subgroupCounters(stored.point, complementCounts(stored.point, counts)),
      stored.point.timestamp,
      previousRest,
    );
    sub[index] = { point: subPoint, threshold: stored.threshold };
    rest[index] = { point: restPoint, threshold: stored.threshold };
    previousSub = subPoint;
    previousRest = restPoint;
  }
  const present = (list: (SeriesPoint | null)[]) =>
    list.flatMap((entry, index) => (entry ? [{ entry, index }] : []));
  const redactAligned = (list: (SeriesPoint | null)[]) => {
    const found = present(list);
    const redacted = redactEvaluationSeries(
      found.map(({ entry }) => entry),
      currentThreshold,
    );
    const aligned: (RedactedEvaluationPoint | null)[] = new Array(points.length).fill(null);
    found.forEach(({ index }, at) => {
      aligned[index] = redacted[at] ?? null;
    });
    return aligned;
  };
  const subRedacted = redactAligned(sub);
  const restRedacted = redactAligned(rest);

  const result: SubgroupPoint[] = new Array(points.length);
  let hiddenBefore = new Set<string>();
  for (const index of order) {
    const stored = points[index] as SubgroupSeriesPoint;
    const group = groups[index] as RedactedEvaluationPoint;
    const subPoint = subRedacted[index];
    const restPoint = restRedacted[index];
    const threshold = pointThreshold(stored.threshold, currentThreshold, stored.point.senderRecipients ?? 0);
    const facts = (count: number | null): SubgroupFacts => ({
      personalQuestionId,
      personalQuestionText: meta?.text ?? personalQuestionId,
      option,
      numberCompleteAnswered: count,
    });
    if (!subPoint || !restPoint) {
      const reason = notice(SUBGROUP_MESSAGES.notStored, threshold);
      result[index] = {
        ...hideAll(group, reason),
        subgroup: facts(null),
      };
      hiddenBefore = hiddenKeys(result[index] as SubgroupPoint);
      continue;
    }
    const subCount = subPoint.numberCompleteAnswered;
    const restCount = restPoint.numberCompleteAnswered;
    // The breakdown of the personal question: its options and the never-shown rest (no answer).
    const options = meta?.options ?? [];
    const ofQuestion = stored.subgroups?.[personalQuestionId] ?? {};
    const optionCounts = options.map((name) => ofQuestion[name]?.completeAnswered ?? 0);
    const chosen = optionCounts.reduce((sum, count) => sum + count, 0);
    const cells = [
      ...optionCounts.map((count) => ({ count })),
      { count: Math.max(0, stored.point.numberCompleteAnswered - chosen), forced: true },
    ];
    const cellHidden = suppressedCells(cells, threshold)[options.indexOf(option)] ?? false;
    const roundReason =
      group.hidden ??
      (subCount < threshold ? notice(subgroupMessage(threshold), threshold) : null) ??
      subPoint.hidden ??
      (restCount > 0 && restPoint.hidden ? notice(complementMessage(threshold), threshold) : null) ??
      (cellHidden ? notice(complementMessage(threshold), threshold) : null);
    const fromGroup = hiddenNotices(group);
    const fromRest = restCount > 0 ? hiddenNotices(restPoint) : { questions: new Map(), nodes: new Map() };
    const questions = new Map<string, AnonymityNotice>(fromGroup.questions);
    for (const id of fromRest.questions.keys()) {
      if (!questions.has(id)) questions.set(id, notice(complementMessage(threshold), threshold));
    }
    const nodes = new Map<string, AnonymityNotice>(fromGroup.nodes);
    for (const id of fromRest.nodes.keys()) {
      if (!nodes.has(id)) nodes.set(id, notice(complementMessage(threshold), threshold));
    }
    const extra: ExtraHiding = { round: roundReason, questions, nodes, hiddenBefore, threshold };
    const shown: RedactedEvaluationPoint = {
      ...subPoint,
      numberSentTo: group.numberSentTo,
      numberCompleteAnswered: group.numberCompleteAnswered,
      numberPartiallyAnswered: group.numberPartiallyAnswered,
      numberNotAnswered: group.numberNotAnswered,
      personalQuestionEvaluations: [],
      hidden: roundReason,
      nodes: subPoint.nodes.map((node) => hideNode(node, extra)),
      questionEvaluations: subPoint.questionEvaluations.map((q) => hideQuestion(q, extra)),
    };
    result[index] = { ...shown, subgroup: facts(roundReason ? null : subCount) };
    hiddenBefore = hiddenKeys(shown);
  }
  return result;
}

/** A point with every result hidden for `reason` (counts of participation stay). */
function hideAll(group: RedactedEvaluationPoint, reason: AnonymityNotice): RedactedEvaluationPoint {
  const extra: ExtraHiding = {
    round: reason,
    questions: new Map(),
    nodes: new Map(),
    hiddenBefore: new Set(),
    threshold: reason.minimum,
  };
  return {
    ...group,
    hidden: reason,
    personalQuestionEvaluations: [],
    nodes: group.nodes.map((node) => hideNode(node, extra)),
    questionEvaluations: group.questionEvaluations.map((q) => hideQuestion(q, extra)),
  };
}
