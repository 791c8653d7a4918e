import { randomUUID } from 'node:crypto';
import type { ProcessEvaluationPoint, SurveyJobStarted } from '@prozesspuls/shared';
import {
  effectiveThreshold,
  elementEvaluations,
  evaluationPointGap,
  evaluationPointRefusal,
  finishRefusal,
  pointThreshold,
  processSurveyElements,
  type RedactedEvaluationPoint,
  redactEvaluationSeries,
  SURVEY_LIFECYCLE_MESSAGES,
  SURVEY_MESSAGES,
  type SurveyJob,
  type SurveySchema,
} from '@prozesspuls/shared/px';
import { type StateMachineName, startSurveyJob } from '../../adapters/stateMachines.js';
import { getSurveySchemaJson } from '../../adapters/surveyStorage.js';
import { listEvaluationPoints } from '../../data/repositories/evaluationPoints.js';
import { roundSending } from '../../data/repositories/surveyCounters.js';
import {
  claimEvaluationJob,
  claimSurveyJobInStates,
  loadProcessSurveysOfModel,
  loadSurvey,
  releaseFailedSurveyJob,
} from '../../data/repositories/surveyRecords.js';
import type { SurveyJobInput } from '../../tasks/inputs.js';
import { Conflict, NotFound, TemporarilyUnavailable } from '../errors.js';
import { noteEvaluationRead } from '../evaluation/evaluationAccess.js';
import { publishedAnswersOfRound, surveyThresholds } from '../evaluation/threshold.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { currentRound, lifecycleFacts, requireSurveyRecord, type SurveyRecord } from './surveyJobRecord.js';

const MACHINE: Readonly<Record<SurveyJob, StateMachineName>> = {
  FINISH: 'surveyFinish',
  EVALUATION: 'evaluationPoint',
};

/**
 * Starts the job's machine for a survey claimed by `input.timestampId`; when that fails, the claim
 * is released as a failed run (the UI explains it, the creator can try again) and the caller gets
 * a 503 with the German reason.
 */
async function startOrRelease(job: SurveyJob, input: SurveyJobInput): Promise<void> {
  const { clientId, surveyId } = input;
  const claimedBy: string = input.timestampId;
  try {
    await startSurveyJob(MACHINE[job], input);
  } catch {
    await releaseFailedSurveyJob(clientId, surveyId, job, claimedBy).catch(() => undefined);
    throw new TemporarilyUnavailable(
      job === 'FINISH' ? SURVEY_LIFECYCLE_MESSAGES.finishFailed : SURVEY_LIFECYCLE_MESSAGES.evaluationFailed,
    );
  }
}

/**
 * Starts the claimed job the caller asked for (trigger 'user'; `input` adds to the machine's
 * input) and answers what was started.
 */
export async function startedByUser(
  caller: Identity,
  clientId: number,
  started: SurveyJobStarted,
  input: Pick<SurveyJobInput, 'round'> = {},
): Promise<SurveyJobStarted> {
  const { surveyId, job, timestampId } = started;
  await startOrRelease(job, {
    clientId,
    surveyId,
    timestampId,
    trigger: 'user',
    actor: caller.userId,
    ...input,
  });
  return started;
}

/**
 * POST /px/survey/finish: only in ANSWERED; the *survey finish* machine ends it. The survey is
 * claimed with one conditional write (ANSWERED and no job runs), then the machine starts. Two
 * requests racing: one claims, the other gets the 409 of the rule. A machine that cannot be
 * started releases the claim as a failed run.
 */
export async function finishSurvey(caller: Identity, surveyId: string): Promise<SurveyJobStarted> {
  const record = await requireSurveyRecord(caller.clientId, surveyId);
  const refusal = (r: SurveyRecord) => finishRefusal(lifecycleFacts(r));
  const refused = refusal(record);
  if (refused) throw new Conflict(refused);
  const { clientId } = record;
  const timestampId: string = randomUUID();
  if (!(await claimSurveyJobInStates(clientId, surveyId, 'FINISH', timestampId, ['ANSWERED']))) {
    const now = await loadSurvey(clientId, surveyId);
    if (!now) throw new NotFound(SURVEY_MESSAGES.notFound);
    throw new Conflict(refusal(now) ?? SURVEY_LIFECYCLE_MESSAGES.finishOnlyAnswered);
  }
  return startedByUser(caller, clientId, {
    surveyId,
    job: 'FINISH',
    timestampId,
    round: currentRound(record),
  });
}

/**
 * Why a new evaluation point of the survey's current round is refused now, or null with what the
 * claim must see unchanged: no job runs, there are answers, and at least `threshold` complete
 * answers came in since the round's last point (the first point needs `threshold`).
 */
async function evaluationClaim(record: SurveyRecord) {
  const running = evaluationPointRefusal(lifecycleFacts(record));
  if (running) return { refused: running } as const;
  const round = currentRound(record);
  const [thresholdOf, published, sending] = await Promise.all([
    surveyThresholds(record.clientId),
    publishedAnswersOfRound(record.clientId, record, round),
    roundSending(record.clientId, record.surveyId, round),
  ]);
  // A sender among the round's recipients could have answered himself: one answer more per sender.
  const threshold = effectiveThreshold(thresholdOf(record), sending.senderKeys.size);
  const gap = evaluationPointGap({
    answered: record.answeredCount,
    published,
    threshold,
    finished: record.state === 'FINISHED',
  });
  if (!gap.ok) return { refused: gap.msg } as const;
  return { refused: null, required: (published ?? 0) + threshold } as const;
}

/**
 * Claims the survey for an evaluation point in one conditional write: no job runs, the answers
 * reach the required count, and the last point's round and answers are still the ones judged, so
 * two requests racing (or a point stored meanwhile) can never make two points fewer than
 * `threshold` answers apart. The loser gets the 409 of the rule as it stands then.
 */
async function claimEvaluationAndStart(caller: Identity, record: SurveyRecord): Promise<SurveyJobStarted> {
  const claim = await evaluationClaim(record);
  if (claim.refused !== null) throw new Conflict(claim.refused);
  const { clientId, surveyId } = record;
  const timestampId: string = randomUUID();
  const claimed = await claimEvaluationJob(clientId, surveyId, timestampId, {
    required: claim.required,
    publishedRound: record.publishedRound,
    publishedAnswers: record.publishedAnswers,
  });
  if (!claimed) {
    const now = await loadSurvey(clientId, surveyId);
    if (!now) throw new NotFound(SURVEY_MESSAGES.notFound);
    const again = await evaluationClaim(now);
    throw new Conflict(again.refused ?? SURVEY_LIFECYCLE_MESSAGES.evaluationRunning);
  }
  return startedByUser(caller, clientId, {
    surveyId,
    job: 'EVALUATION',
    timestampId,
    round: currentRound(record),
  });
}

/** POST /px/evaluation/timestamp: a point of the current round (see claimEvaluationAndStart). */
export async function startEvaluationPoint(caller: Identity, surveyId: string): Promise<SurveyJobStarted> {
  const record = await requireSurveyRecord(caller.clientId, surveyId);
  return claimEvaluationAndStart(caller, record);
}

/**
 * The client's process surveys (Module_Four) of one model, newest first: one query of the client's
 * survey partition (no scan), filtered on the server so only the model's surveys travel.
 */
export async function processSurveysOfModel(clientId: number, uuid: string): Promise<SurveyRecord[]> {
  const data = await loadProcessSurveysOfModel(clientId, uuid);
  return data.sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}

/** POST /px/evaluation/process/timestamp: a point of a process survey, by survey or by model. */
export async function startProcessEvaluationPoint(
  caller: Identity,
  target: { readonly surveyId?: string | undefined; readonly uuid?: string | undefined },
): Promise<SurveyJobStarted> {
  const record = target.surveyId
    ? await requireSurveyRecord(caller.clientId, target.surveyId)
    : (await processSurveysOfModel(caller.clientId, target.uuid ?? ''))[0];
  if (record?.module !== 'Module_Four') throw new NotFound(SURVEY_LIFECYCLE_MESSAGES.noProcessSurvey);
  return claimEvaluationAndStart(caller, record);
}

/**
 * GET /px/evaluation/process/{uuid}/timestamp: the points of the model's process surveys, oldest
 * first, each redacted below the client's anonymity threshold and with its element scores (the
 * survey's pages name the elements). The model must be one the caller may see.
 */
export async function listProcessEvaluationPoints(
  caller: Identity,
  uuid: string,
): Promise<ProcessEvaluationPoint[]> {
  await visibleModel(caller, uuid);
  const [surveys, thresholdOf] = await Promise.all([
    processSurveysOfModel(caller.clientId, uuid),
    surveyThresholds(caller.clientId),
  ]);
  const perSurvey = await Promise.all(
    surveys.map(async (survey) => {
      const points = await listEvaluationPoints(caller.clientId, survey.surveyId);
      if (points.length === 0) return [];
      await noteEvaluationRead(caller, survey);
      const schema = JSON.parse(await getSurveySchemaJson(survey.schemaKey)) as SurveySchema;
      const elements = processSurveyElements(schema);
      const current = thresholdOf(survey);
      // All points of the survey are judged together: element scores of two points fewer than
      // `threshold` answers apart would reveal single answers.
      const redacted = redactEvaluationSeries(points, current);
      return points.map(({ timestampId, surveyId, threshold }, index) => {
        const point = redacted[index] as RedactedEvaluationPoint;
        return {
          timestampId,
          surveyId,
          point,
          elements: elementEvaluations(
            elements,
            point,
            pointThreshold(threshold, current, point.senderRecipients ?? 0),
          ),
        };
      });
    }),
  );
  return perSurvey.flat().sort((a, b) => a.point.timestamp - b.point.timestamp);
}
