import { randomUUID } from 'node:crypto';
import {
  buildEvaluationPoint,
  catalogueItemsOfModule,
  catalogueTree,
  countedQuestionsOf,
  type EvaluationTree,
  effectiveThreshold,
  evaluationTreeOf,
  type PointSubgroups,
  type PxModule,
  processQuestionId,
  processSurveyEvaluationTree,
  type RoundCounters,
  SURVEY_MESSAGES,
  type SurveySchema,
  splitAnswers,
  storesWorkflowPoint,
  subgroupsOfRecords,
  submissionIncrements,
  surveyQuestionIds,
} from '@prozesspuls/shared/px';
import { getSurveySchemaJson } from '../../adapters/surveyStorage.js';
import {
  getEvaluationPoint,
  latestEvaluationPointOfSurvey,
  putEvaluationPoint,
  type StoredEvaluationPoint,
} from '../../data/repositories/evaluationPoints.js';
import { roundAnswerRecords } from '../../data/repositories/surveyAnswers.js';
import { readRoundCounters } from '../../data/repositories/surveyCounters.js';
import { loadSurvey } from '../../data/repositories/surveyRecords.js';
import { NotFound } from '../errors.js';
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

/** Reads of counters and records before a point is stored without subgroups (answers kept arriving). */
const SUBGROUP_READ_ATTEMPTS = 3;

/**
 * The round's counters and, for a survey with personal questions, its subgroups counted from the
 * same answers. A submit writes its record and its counters in one transaction, so the
 * two reads hold the same answers exactly when the complete answers did not change around the
 * records' read and the records number them; else it reads again, and after a few tries the point
 * goes without subgroups (the subgroup filter then says so) rather than with mismatched ones.
 */
async function countersAndSubgroups(
  clientId: number,
  surveyId: string,
  round: number,
  schema: SurveySchema,
  tree: EvaluationTree,
): Promise<{ counters: RoundCounters; subgroups: PointSubgroups | undefined }> {
  let counters = await readRoundCounters(clientId, surveyId, round);
  if ((tree.personalQuestions ?? []).length === 0) return { counters, subgroups: undefined };
  const counted = countedQuestionsOf(schema);
  for (let attempt = 0; attempt < SUBGROUP_READ_ATTEMPTS; attempt += 1) {
    const records = await roundAnswerRecords(clientId, surveyId, round);
    const after = await readRoundCounters(clientId, surveyId, round);
    if (
      after.completeAnswered === counters.completeAnswered &&
      records.length === counters.completeAnswered
    ) {
      const increments = records.map((answers) =>
        submissionIncrements(splitAnswers(schema, answers)?.counted ?? {}, counted),
      );
      return { counters, subgroups: subgroupsOfRecords(increments) };
    }
    counters = after;
  }
  return { counters, subgroups: undefined };
}

/**
 * Builds and stores an evaluation point of a survey round from its counters (O(questions), never
 * from raw answers; with personal questions, its subgroups are counted once from the round's
 * answer records and kept beside it), compared with the survey's previous point for trends. Idempotent per
 * `timestampId`: when that point exists it is answered as it is and nothing is written. A further
 * point of a round is stored only with `threshold` new complete answers since the round's last one
 * (`storesWorkflowPoint`); the point keeps the threshold in force now.
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

  const survey = await loadSurvey(clientId, surveyId);
  if (!survey) throw new NotFound(SURVEY_MESSAGES.notFound);
  const round = options.round ?? survey.round ?? 1;
  const [schemaJson, previous, thresholdOf, published] = await Promise.all([
    getSurveySchemaJson(survey.schemaKey),
    latestEvaluationPointOfSurvey(clientId, surveyId),
    surveyThresholds(clientId),
    publishedAnswersOfRound(clientId, survey, round),
  ]);
  const schema = JSON.parse(schemaJson) as SurveySchema;
  const ownInverted =
    survey.module === 'Module_Four'
      ? await invertedOwnQuestionIds(clientId, surveyQuestionIds(schema).map(processQuestionId))
      : new Set<string>();
  const tree = surveyEvaluationTree(survey.module, schema, ownInverted);
  const { counters, subgroups } = await countersAndSubgroups(clientId, surveyId, round, schema, tree);
  const threshold = thresholdOf(survey);
  // A sender among the round's recipients could have answered himself: one answer more per sender.
  const required = effectiveThreshold(threshold, counters.senderRecipients ?? 0);
  if (!storesWorkflowPoint(counters.completeAnswered, published, required)) {
    return { outcome: 'withheld', stored: null };
  }
  const point = buildEvaluationPoint(tree, counters, options.now ?? Date.now(), previous?.point);
  const stored: StoredEvaluationPoint = {
    clientId,
    surveyId,
    timestampId,
    module: survey.module,
    point,
    threshold,
    ...(subgroups === undefined ? {} : { subgroups }),
  };
  const outcome = await putEvaluationPoint(stored);
  if (outcome === 'surveyGone') throw new NotFound(SURVEY_MESSAGES.notFound);
  if (outcome === 'existing') {
    const existing = await getEvaluationPoint(clientId, timestampId);
    if (existing) return { outcome, stored: existing };
  }
  return { outcome: 'created', stored };
}
