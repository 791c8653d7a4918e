import { randomUUID } from 'node:crypto';
import {
  buildEvaluationPoint,
  catalogueItemsOfModule,
  catalogueTree,
  type EvaluationTree,
  effectiveThreshold,
  evaluationTreeOf,
  type PxModule,
  processQuestionId,
  processSurveyEvaluationTree,
  SURVEY_MESSAGES,
  type SurveySchema,
  storesWorkflowPoint,
  surveyQuestionIds,
} from '@prozesspuls/shared/px';
import { getSurveySchemaJson } from '../../adapters/surveyStorage.js';
import { getDb } from '../../data/db.js';
import {
  getEvaluationPoint,
  latestEvaluationPointOfSurvey,
  putEvaluationPoint,
  type StoredEvaluationPoint,
} from '../../data/repositories/evaluationPoints.js';
import { readRoundCounters } from '../../data/repositories/surveyCounters.js';
import { notFound } from '../errors.js';
import { invertedOwnQuestionIds } from '../questions-px/pxQuestions.js';
import { publishedAnswersOfRound, surveyThresholds } from './threshold.js';

export interface CreateEvaluationPointOptions {
  /** Chosen when the job starts, so a retry writes nothing twice; a new uuid when absent. */
  readonly timestampId?: string;
  /** The round to evaluate; the survey's current round when absent. */
  readonly round?: number;
  /** Creation time (epoch ms); now when absent. */
  readonly now?: number;
}

export type CreatedEvaluationPoint =
  | {
      /** 'existing' when a point with this timestampId was stored before (a retried task). */
      readonly outcome: 'created' | 'existing';
      readonly stored: StoredEvaluationPoint;
    }
  | {
      /**
       * Nothing stored: fewer than `threshold` complete answers came in since the round's last
       * point, so a new one would reveal single answers by difference; that point stays the result.
       */
      readonly outcome: 'withheld';
      readonly stored: null;
    };

/**
 * The module's catalogue tree, cut down to the questions the survey asked (none for custom surveys).
 * A process survey (Module_Four) names its questions `<questionId>@<elementId>` and may ask the
 * client's own questions: its tree is read from its schema (one node per BPMN element), with the
 * direction of its own questions as stored (`ownInverted`, see invertedOwnQuestionIds).
 */
export function surveyEvaluationTree(
  module: string,
  schema: SurveySchema,
  ownInverted: ReadonlySet<string> = new Set(),
): EvaluationTree {
  if (module === 'Module_Four') return processSurveyEvaluationTree(schema, ownInverted);
  const tree = catalogueTree(module as PxModule);
  if (!tree) return { nodes: [], questions: [], personalQuestions: [] };
  return evaluationTreeOf(tree, catalogueItemsOfModule(tree.module), new Set(surveyQuestionIds(schema)));
}

/**
 * Builds and stores an evaluation point of a survey round from its counters (O(questions), never
 * from raw answers), compared with the survey's previous point for trends. Idempotent per
 * `timestampId`: when that point exists it is answered as it is and nothing is written. A further
 * point of a round is stored only with `threshold` new complete answers since the round's last one
 * (`storesWorkflowPoint`, issue 23); the point keeps the threshold in force now.
 * Tests and other contexts use it to seed points; the workflow task calls it with the job's id.
 */
export async function createEvaluationPoint(
  clientId: number,
  surveyId: string,
  options: CreateEvaluationPointOptions = {},
): Promise<CreatedEvaluationPoint> {
  const timestampId = options.timestampId ?? randomUUID();
  const done = await getEvaluationPoint(clientId, timestampId);
  if (done) return { outcome: 'existing', stored: done };

  const { data: survey } = await getDb().entities.survey.get({ clientId, surveyId }).go();
  if (!survey) throw notFound(SURVEY_MESSAGES.notFound);
  const round = options.round ?? survey.round ?? 1;
  const [schemaJson, counters, previous, thresholdOf, published] = await Promise.all([
    getSurveySchemaJson(survey.schemaKey),
    readRoundCounters(clientId, surveyId, round),
    latestEvaluationPointOfSurvey(clientId, surveyId),
    surveyThresholds(clientId),
    publishedAnswersOfRound(clientId, survey, round),
  ]);
  const threshold = thresholdOf(survey);
  // A sender among the round's recipients could have answered himself: one answer more per sender.
  const required = effectiveThreshold(threshold, counters.senderRecipients ?? 0);
  if (!storesWorkflowPoint(counters.completeAnswered, published, required)) {
    return { outcome: 'withheld', stored: null };
  }
  const schema = JSON.parse(schemaJson) as SurveySchema;
  const ownInverted =
    survey.module === 'Module_Four'
      ? await invertedOwnQuestionIds(clientId, surveyQuestionIds(schema).map(processQuestionId))
      : new Set<string>();
  const tree = surveyEvaluationTree(survey.module, schema, ownInverted);
  const point = buildEvaluationPoint(tree, counters, options.now ?? Date.now(), previous?.point);
  const stored: StoredEvaluationPoint = {
    clientId,
    surveyId,
    timestampId,
    module: survey.module,
    point,
    threshold,
  };
  const outcome = await putEvaluationPoint(stored);
  if (outcome === 'surveyGone') throw notFound(SURVEY_MESSAGES.notFound);
  if (outcome === 'existing') {
    const existing = await getEvaluationPoint(clientId, timestampId);
    if (existing) return { outcome, stored: existing };
  }
  return { outcome: 'created', stored };
}
