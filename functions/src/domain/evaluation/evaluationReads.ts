import type {
  DashboardEvaluation,
  EvaluationSummary,
  ModuleEvaluation,
  ModuleEvaluationQuery,
} from '@prozesspuls/shared';
import {
  type EvaluationModuleNumber,
  type EvaluationModuleView,
  nodesForView,
  parseEvaluationModule,
  personalQuestionOf,
  type RedactedEvaluationPoint,
  redactEvaluationSeries,
  redactSubgroupSeries,
  SUBGROUP_MESSAGES,
  SURVEY_MESSAGES,
} from '@prozesspuls/shared/px';
import {
  getEvaluationPoint,
  listEvaluationPoints,
  type StoredEvaluationPoint,
} from '../../data/repositories/evaluationPoints.js';
import { loadClientSurveys, loadSurvey } from '../../data/repositories/surveyRecords.js';
import { NotFound, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { noteEvaluationRead } from './evaluationAccess.js';
import { surveyThresholds } from './threshold.js';

/**
 * The evaluation reads. Every result comes from stored evaluation points (built from
 * counters when a round was finished), never from raw answers, and passes the anonymity threshold
 * on the way out, all points of a survey together (redactEvaluationSeries: stored points
 * stay complete, so a raised threshold applies at once, and no two shown results of a round
 * differ by fewer answers than the threshold).
 */

const MODULE_MISMATCH = 'Die Umfrage gehört nicht zu diesem Auswertungsmodul.';

const byTime = (a: StoredEvaluationPoint, b: StoredEvaluationPoint) =>
  a.point.timestamp - b.point.timestamp || a.point.round - b.point.round;

function viewOf(module: EvaluationModuleNumber): EvaluationModuleView {
  const view = parseEvaluationModule(module);
  if (!view) throw new RuleViolation('Unbekanntes Auswertungsmodul (erlaubt: 1, 1.1, 2, 5)');
  return view;
}

/**
 * All points of a survey redacted together (`redactEvaluationSeries`: the threshold of each point
 * and the difference rule between points of a round), in survey order with their stored records.
 */
export function redactedSeries(stored: readonly StoredEvaluationPoint[], threshold: number) {
  const ordered = [...stored].sort(byTime);
  const redacted = redactEvaluationSeries(ordered, threshold);
  return ordered.map((record, index) => ({
    stored: record,
    redacted: redacted[index] as RedactedEvaluationPoint,
  }));
}

/** GET /px/evaluation/{surveyId}: one summary per stored point, oldest first. */
export async function listSurveyEvaluations(
  caller: Identity,
  surveyId: string,
): Promise<EvaluationSummary[]> {
  const [survey, points, thresholdOf] = await Promise.all([
    loadSurvey(caller.clientId, surveyId),
    listEvaluationPoints(caller.clientId, surveyId),
    surveyThresholds(caller.clientId),
  ]);
  if (!survey) throw new NotFound(SURVEY_MESSAGES.notFound);
  await noteEvaluationRead(caller, survey);
  return redactedSeries(points, thresholdOf(survey)).map(({ redacted: point }) => ({
    surveyId,
    round: point.round,
    timestamp: point.timestamp,
    numberSentTo: point.numberSentTo,
    numberCompleteAnswered: point.numberCompleteAnswered,
    numberPartiallyAnswered: point.numberPartiallyAnswered,
    numberNotAnswered: point.numberNotAnswered,
    hidden: point.hidden,
  }));
}

/**
 * The points `{id}` names: a survey id gives all its points; the id of one evaluation point
 * (timestampId) gives its survey's points up to that one, so the named point is the current one.
 * `upTo` is the named point (null for a survey id); the caller redacts the whole series first.
 */
async function pointsOf(clientId: number, id: string) {
  // Mostly a survey id: its item and its points are read at once.
  const [survey, surveyPoints] = await Promise.all([
    loadSurvey(clientId, id),
    listEvaluationPoints(clientId, id),
  ]);
  if (survey) return { survey, points: surveyPoints, upTo: null };
  const named = await getEvaluationPoint(clientId, id);
  if (!named) throw new NotFound(SURVEY_MESSAGES.notFound);
  const owner = await loadSurvey(clientId, named.surveyId);
  if (!owner) throw new NotFound(SURVEY_MESSAGES.notFound);
  return { survey: owner, points: await listEvaluationPoints(clientId, named.surveyId), upTo: named };
}

/** A subgroup of the answers: those that chose `option` of the personal question. */
export interface SubgroupFilter {
  readonly personalQuestionId: string;
  readonly option: string;
}

/** The subgroup a module evaluation query names, or null (the contract allows both parts or neither). */
export function subgroupOfQuery(query: ModuleEvaluationQuery): SubgroupFilter | null {
  const { personalQuestion, option } = query;
  return personalQuestion !== undefined && option !== undefined
    ? { personalQuestionId: personalQuestion, option }
    : null;
}

/**
 * The series as the whole group, or as the subgroup when one is asked for: the subgroup's points
 * redacted by its own rules (threshold, complement, difference; shared subgroups.ts) from the
 * subgroup counts stored with each point. An unknown personal question or option is a 400.
 */
function seriesFor(
  stored: readonly StoredEvaluationPoint[],
  threshold: number,
  subgroup: SubgroupFilter | null,
): { stored: StoredEvaluationPoint; redacted: ModuleEvaluationPoint }[] {
  const series = redactedSeries(stored, threshold);
  if (!subgroup) return series;
  const ordered = series.map(({ stored: record }) => record);
  const meta = personalQuestionOf(ordered, subgroup.personalQuestionId);
  if (!meta?.options.includes(subgroup.option)) throw new RuleViolation(SUBGROUP_MESSAGES.unknown);
  const redacted = redactSubgroupSeries(
    ordered,
    series.map(({ redacted: point }) => point),
    subgroup.personalQuestionId,
    subgroup.option,
    threshold,
  );
  return series.map(({ stored: record }, index) => ({
    stored: record,
    redacted: redacted[index] as ModuleEvaluationPoint,
  }));
}

type ModuleEvaluationPoint = RedactedEvaluationPoint & Pick<ModuleEvaluation, 'subgroup'>;

/**
 * GET /px/evaluation/timestamp/{id}/module/{module}: the survey's evaluations, oldest first, root
 * nodes filtered for the view (1.1 only OUTCOME, 1/2/5 the others), redacted as one series; with
 * a subgroup, only the answers of that personal-question option (`seriesFor`).
 */
export async function moduleEvaluations(
  caller: Identity,
  id: string,
  module: EvaluationModuleNumber,
  subgroup: SubgroupFilter | null = null,
): Promise<ModuleEvaluation[]> {
  const view = viewOf(module);
  const [{ survey, points, upTo }, thresholdOf] = await Promise.all([
    pointsOf(caller.clientId, id),
    surveyThresholds(caller.clientId),
  ]);
  if (survey.module !== view.module) throw new RuleViolation(MODULE_MISMATCH);
  await noteEvaluationRead(caller, survey);
  return seriesFor(points, thresholdOf(survey), subgroup)
    .filter(({ stored }) => upTo === null || byTime(stored, upTo) <= 0)
    .map(({ stored, redacted }) => ({
      surveyId: stored.surveyId,
      module: view.module,
      view: module,
      ...redacted,
      nodes: nodesForView(redacted.nodes, view.nodeView),
    }));
}

/** At most this many surveys of a module make dashboard cards (the newest evaluated ones). */
export const DASHBOARD_SURVEY_LIMIT = 20;

/**
 * GET /px/evaluation/module/{module}: the start dashboard. The latest point of each evaluated,
 * not archived survey of the module (one query of the client's surveys, then one indexed read
 * per survey), newest first, root nodes of the view, redacted with the survey's earlier points.
 */
export async function dashboardEvaluations(
  caller: Identity,
  module: EvaluationModuleNumber,
): Promise<DashboardEvaluation[]> {
  const view = viewOf(module);
  const [surveys, thresholdOf] = await Promise.all([
    loadClientSurveys(caller.clientId),
    surveyThresholds(caller.clientId),
  ]);
  const evaluated = surveys.filter(
    (survey) => survey.module === view.module && !survey.archived && survey.evaluationTimestampCount > 0,
  );
  const latest = await Promise.all(
    evaluated.map(async (survey) => ({
      survey,
      series: redactedSeries(
        await listEvaluationPoints(caller.clientId, survey.surveyId),
        thresholdOf(survey),
      ),
    })),
  );
  return latest
    .flatMap(({ survey, series }) => {
      const last = series.at(-1);
      return last ? [{ survey, point: last.redacted }] : [];
    })
    .sort((a, b) => b.point.timestamp - a.point.timestamp)
    .slice(0, DASHBOARD_SURVEY_LIMIT)
    .map(({ survey, point }) => ({
      surveyId: survey.surveyId,
      surveyTitle: survey.title,
      module: view.module,
      view: module,
      round: point.round,
      timestamp: point.timestamp,
      numberCompleteAnswered: point.numberCompleteAnswered,
      hidden: point.hidden,
      nodes: nodesForView(point.nodes, view.nodeView),
    }));
}
