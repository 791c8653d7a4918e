import type { DashboardEvaluation, EvaluationSummary, ModuleEvaluation } from '@prozesspuls/shared';
import {
  anonymityNotice,
  type EvaluationModuleNumber,
  type EvaluationModuleView,
  nodesForView,
  parseEvaluationModule,
  pointThreshold,
  redactBelowThreshold,
  SURVEY_MESSAGES,
} from '@prozesspuls/shared/px';
import { getDb } from '../../data/db.js';
import { readAnonymitySettings } from '../../data/repositories/anonymitySettings.js';
import {
  getEvaluationPoint,
  latestEvaluationPointOfSurvey,
  listEvaluationPoints,
  type StoredEvaluationPoint,
} from '../../data/repositories/evaluationPoints.js';
import { badRequest, notFound } from '../errors.js';
import type { Identity } from '../identity.js';

/**
 * The evaluation reads (issue 17). Every result comes from stored evaluation points (built from
 * counters when a round was finished), never from raw answers, and passes the client's anonymity
 * threshold on the way out (redactBelowThreshold: stored points stay complete, so a raised
 * threshold applies at once).
 */

const MODULE_MISMATCH = 'Die Umfrage gehört nicht zu diesem Auswertungsmodul.';

async function loadSurvey(clientId: number, surveyId: string) {
  const { data } = await getDb().entities.survey.get({ clientId, surveyId }).go();
  return data;
}

const byTime = (a: StoredEvaluationPoint, b: StoredEvaluationPoint) =>
  a.point.timestamp - b.point.timestamp || a.point.round - b.point.round;

function viewOf(module: EvaluationModuleNumber): EvaluationModuleView {
  const view = parseEvaluationModule(module);
  if (!view) throw badRequest('Unbekanntes Auswertungsmodul (erlaubt: 1, 1.1, 2, 5)');
  return view;
}

/** GET /px/evaluation/{surveyId}: one summary per stored point, oldest first. */
export async function listSurveyEvaluations(
  caller: Identity,
  surveyId: string,
): Promise<EvaluationSummary[]> {
  const [survey, points, settings] = await Promise.all([
    loadSurvey(caller.clientId, surveyId),
    listEvaluationPoints(caller.clientId, surveyId),
    readAnonymitySettings(caller.clientId),
  ]);
  if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
  return points.sort(byTime).map(({ point }) => ({
    surveyId,
    round: point.round,
    timestamp: point.timestamp,
    numberSentTo: point.numberSentTo,
    numberCompleteAnswered: point.numberCompleteAnswered,
    numberPartiallyAnswered: point.numberPartiallyAnswered,
    numberNotAnswered: point.numberNotAnswered,
    hidden: anonymityNotice(point.numberCompleteAnswered, pointThreshold(point, settings.anonymityThreshold)),
  }));
}

/**
 * The points `{id}` names: a survey id gives all its points; the id of one evaluation point
 * (timestampId) gives its survey's points up to that one, so the named point is the current one.
 */
async function pointsOf(clientId: number, id: string) {
  // Mostly a survey id: its item and its points are read at once.
  const [survey, surveyPoints] = await Promise.all([
    loadSurvey(clientId, id),
    listEvaluationPoints(clientId, id),
  ]);
  if (survey) return { survey, points: surveyPoints.sort(byTime) };
  const named = await getEvaluationPoint(clientId, id);
  if (!named) throw notFound(SURVEY_MESSAGES.notFound);
  const owner = await loadSurvey(clientId, named.surveyId);
  if (!owner) throw notFound(SURVEY_MESSAGES.notFound);
  const points = (await listEvaluationPoints(clientId, named.surveyId))
    .sort(byTime)
    .filter((stored) => byTime(stored, named) <= 0);
  return { survey: owner, points };
}

/**
 * GET /px/evaluation/timestamp/{id}/module/{module}: the survey's evaluations, oldest first, root
 * nodes filtered for the view (1.1 only OUTCOME, 1/2/5 the others), redacted.
 */
export async function moduleEvaluations(
  caller: Identity,
  id: string,
  module: EvaluationModuleNumber,
): Promise<ModuleEvaluation[]> {
  const view = viewOf(module);
  const [{ survey, points }, settings] = await Promise.all([
    pointsOf(caller.clientId, id),
    readAnonymitySettings(caller.clientId),
  ]);
  if (survey.module !== view.module) throw badRequest(MODULE_MISMATCH);
  return points.map(({ surveyId, point }) => ({
    surveyId,
    module: view.module,
    view: module,
    ...redactBelowThreshold(
      { ...point, nodes: nodesForView(point.nodes, view.nodeView) },
      settings.anonymityThreshold,
    ),
  }));
}

/** At most this many surveys of a module make dashboard cards (the newest evaluated ones). */
export const DASHBOARD_SURVEY_LIMIT = 20;

/**
 * GET /px/evaluation/module/{module}: the start dashboard. The latest point of each evaluated,
 * not archived survey of the module (one query of the client's surveys, then one indexed read
 * per survey), newest first, root nodes of the view, redacted.
 */
export async function dashboardEvaluations(
  caller: Identity,
  module: EvaluationModuleNumber,
): Promise<DashboardEvaluation[]> {
  const view = viewOf(module);
  const [{ data: surveys }, settings] = await Promise.all([
    getDb().entities.survey.query.byClient({ clientId: caller.clientId }).go({ pages: 'all' }),
    readAnonymitySettings(caller.clientId),
  ]);
  const evaluated = surveys.filter(
    (survey) => survey.module === view.module && !survey.archived && survey.evaluationTimestampCount > 0,
  );
  const latest = await Promise.all(
    evaluated.map(async (survey) => ({
      survey,
      stored: await latestEvaluationPointOfSurvey(caller.clientId, survey.surveyId),
    })),
  );
  return latest
    .flatMap(({ survey, stored }) => (stored ? [{ survey, point: stored.point }] : []))
    .sort((a, b) => b.point.timestamp - a.point.timestamp)
    .slice(0, DASHBOARD_SURVEY_LIMIT)
    .map(({ survey, point }) => {
      const redacted = redactBelowThreshold(
        { ...point, nodes: nodesForView(point.nodes, view.nodeView) },
        settings.anonymityThreshold,
      );
      return {
        surveyId: survey.surveyId,
        surveyTitle: survey.title,
        module: view.module,
        view: module,
        round: point.round,
        timestamp: point.timestamp,
        numberCompleteAnswered: point.numberCompleteAnswered,
        hidden: redacted.hidden,
        nodes: redacted.nodes,
      };
    });
}
