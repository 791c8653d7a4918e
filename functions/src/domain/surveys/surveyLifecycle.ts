import { randomUUID } from 'node:crypto';
import type {
  ProcessEvaluationTimestamp,
  ResendSurveyRequest,
  SurveyJobStarted,
  SurveyRoundOpened,
} from '@prozesspuls/shared';
import {
  elementEvaluations,
  evaluationPointRefusal,
  finishRefusal,
  pointThreshold,
  processSurveyElements,
  redactBelowThreshold,
  resendRefusal,
  SURVEY_LIFECYCLE_MESSAGES,
  SURVEY_MESSAGES,
  type SurveyJob,
  type SurveySchema,
} from '@prozesspuls/shared/px';
import { type StateMachineName, startSurveyJob } from '../../adapters/stateMachines.js';
import { getSurveySchemaJson, putSurveySchemaJson } from '../../adapters/surveyStorage.js';
import { isConditionFailure } from '../../data/conditionFailure.js';
import { getDb } from '../../data/db.js';
import { readAnonymitySettings } from '../../data/repositories/anonymitySettings.js';
import { listEvaluationPoints } from '../../data/repositories/evaluationPoints.js';
import type { SurveyJobInput } from '../../tasks/inputs.js';
import { badRequest, conflict, notFound, unavailable } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { storableSurveySchema } from './storableSurveySchema.js';
import { scheduleSurveyDeadline } from './surveyDeadline.js';
import {
  currentRound,
  lifecycleFacts,
  loadSurveyRecord,
  requireSurveyRecord,
  type SurveyRecord,
} from './surveyJobRecord.js';

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
    await getDb()
      .entities.survey.patch({ clientId, surveyId })
      .set({ jobFailed: job })
      .remove(['job', 'jobTimestampId'])
      .where((a, op) => op.eq(a.jobTimestampId, claimedBy))
      .go()
      .catch(() => undefined);
    throw unavailable(
      job === 'FINISH' ? SURVEY_LIFECYCLE_MESSAGES.finishFailed : SURVEY_LIFECYCLE_MESSAGES.evaluationFailed,
    );
  }
}

/**
 * Claims the survey for a job with one conditional write (the rule's condition plus "no job
 * runs"), then starts the job's state machine. Two requests racing: one claims, the other gets
 * the 409 of the rule. A machine that cannot be started releases the claim as a failed run.
 */
async function claimAndStart(
  caller: Identity,
  record: SurveyRecord,
  job: SurveyJob,
  refusal: (record: SurveyRecord) => string | null,
): Promise<SurveyJobStarted> {
  const refused = refusal(record);
  if (refused) throw conflict(refused);
  const { clientId, surveyId } = record;
  const timestampId: string = randomUUID();
  try {
    await getDb()
      .entities.survey.patch({ clientId, surveyId })
      .set({ job, jobTimestampId: timestampId })
      .remove(['jobFailed'])
      .where((a, op) =>
        job === 'FINISH'
          ? `${op.notExists(a.job)} AND ${op.eq(a.state, 'ANSWERED')}`
          : `${op.notExists(a.job)} AND ${op.gt(a.answeredCount, 0)}`,
      )
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const now = await loadSurveyRecord(clientId, surveyId);
    if (!now) throw notFound(SURVEY_MESSAGES.notFound);
    throw conflict(refusal(now) ?? SURVEY_LIFECYCLE_MESSAGES.finishOnlyAnswered);
  }
  await startOrRelease(job, { clientId, surveyId, timestampId, trigger: 'user', actor: caller.userId });
  return { surveyId, job, timestampId, round: currentRound(record) };
}

/** POST /px/survey/finish: only in ANSWERED; the *survey finish* machine ends it. */
export async function finishSurvey(caller: Identity, surveyId: string): Promise<SurveyJobStarted> {
  const record = await requireSurveyRecord(caller.clientId, surveyId);
  return claimAndStart(caller, record, 'FINISH', (r) => finishRefusal(lifecycleFacts(r)));
}

/** POST /px/evaluation/timestamp: a point of the current round while there are answers. */
export async function startEvaluationPoint(caller: Identity, surveyId: string): Promise<SurveyJobStarted> {
  const record = await requireSurveyRecord(caller.clientId, surveyId);
  return claimAndStart(caller, record, 'EVALUATION', (r) => evaluationPointRefusal(lifecycleFacts(r)));
}

/**
 * The client's process surveys (Module_Four) of one model, newest first: one query of the client's
 * survey partition (no scan), filtered on the server so only the model's surveys travel.
 */
export async function processSurveysOfModel(clientId: number, uuid: string): Promise<SurveyRecord[]> {
  const { data } = await getDb()
    .entities.survey.query.byClient({ clientId })
    .where((a, op) => `${op.eq(a.module, 'Module_Four')} AND ${op.eq(a.modelUuid, uuid)}`)
    .go({ pages: 'all' });
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
  if (record?.module !== 'Module_Four') throw notFound(SURVEY_LIFECYCLE_MESSAGES.noProcessSurvey);
  return claimAndStart(caller, record, 'EVALUATION', (r) => evaluationPointRefusal(lifecycleFacts(r)));
}

/**
 * GET /px/evaluation/process/{uuid}/timestamp: the points of the model's process surveys, oldest
 * first, each redacted below the client's anonymity threshold and with its element scores (the
 * survey's pages name the elements). The model must be one the caller may see.
 */
export async function listProcessEvaluationPoints(
  caller: Identity,
  uuid: string,
): Promise<ProcessEvaluationTimestamp[]> {
  await visibleModel(caller, uuid);
  const [surveys, settings] = await Promise.all([
    processSurveysOfModel(caller.clientId, uuid),
    readAnonymitySettings(caller.clientId),
  ]);
  const threshold = settings.anonymityThreshold;
  const perSurvey = await Promise.all(
    surveys.map(async (survey) => {
      const points = await listEvaluationPoints(caller.clientId, survey.surveyId);
      if (points.length === 0) return [];
      const schema = JSON.parse(await getSurveySchemaJson(survey.schemaKey)) as SurveySchema;
      const elements = processSurveyElements(schema);
      return points.map(({ timestampId, surveyId, point }) => {
        const redacted = redactBelowThreshold(point, threshold);
        return {
          timestampId,
          surveyId,
          point: redacted,
          elements: elementEvaluations(elements, redacted, pointThreshold(point, threshold)),
        };
      });
    }),
  );
  return perSurvey.flat().sort((a, b) => a.point.timestamp - b.point.timestamp);
}

/**
 * POST /px/survey/resend ('Umfrage erneut starten'): one conditional write opens round + 1 (state
 * CREATED, sendToCount and answeredCount of the new round 0) under the rule's condition and the
 * round the caller saw, so two racing resends open one round. A round that was not finished gets
 * its evaluation point from the *evaluation point* machine, so every round is counted in
 * evaluationTimestampCount. The regenerated schema and deadline are saved with it (seed 002 §2.8).
 */
export async function resendSurvey(
  caller: Identity,
  request: ResendSurveyRequest,
  now: number,
): Promise<SurveyRoundOpened> {
  const record = await requireSurveyRecord(caller.clientId, request.surveyId);
  const refused = resendRefusal(lifecycleFacts(record));
  if (refused) throw conflict(refused);
  const deadlineDate =
    request.deadlineDate === undefined ? (record.deadlineDate ?? null) : request.deadlineDate;
  if (request.deadlineDate != null && request.deadlineDate < now) {
    throw badRequest(SURVEY_MESSAGES.deadlineInPast);
  }
  const prepared = request.surveySchema
    ? await storableSurveySchema(caller, {
        title: record.title,
        module: lifecycleFacts(record).module,
        deadlineDate,
        surveySchema: request.surveySchema,
      })
    : null;
  const { clientId, surveyId } = record;
  const round = currentRound(record);
  const closing = record.state !== 'FINISHED';
  const timestampId: string = randomUUID();
  try {
    await getDb()
      .entities.survey.patch({ clientId, surveyId })
      .set({
        round: round + 1,
        state: 'CREATED',
        sendToCount: 0,
        answeredCount: 0,
        ...(closing ? { job: 'EVALUATION', jobTimestampId: timestampId } : {}),
        ...(deadlineDate === null ? {} : { deadlineDate }),
        ...(prepared ? { customTitlePage: prepared.description !== null } : {}),
      })
      .remove(deadlineDate === null ? ['jobFailed', 'deadlineDate'] : ['jobFailed'])
      .where((a, op) => {
        // Items of round 1 may carry no round yet.
        const sameRound =
          round === 1 ? `(${op.notExists(a.round)} OR ${op.eq(a.round, 1)})` : op.eq(a.round, round);
        return `${op.notExists(a.job)} AND ${sameRound} AND ${op.gt(a.sendToCount, 0)} AND ${op.gt(a.answeredCount, 0)}`;
      })
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const latest = await loadSurveyRecord(clientId, surveyId);
    if (!latest) throw notFound(SURVEY_MESSAGES.notFound);
    throw conflict(resendRefusal(lifecycleFacts(latest)) ?? SURVEY_LIFECYCLE_MESSAGES.resendNeedsAnswers);
  }
  if (prepared) await putSurveySchemaJson(record.schemaKey, JSON.stringify(prepared.schema));
  await scheduleSurveyDeadline(clientId, surveyId, deadlineDate);
  let closingJob: SurveyJobStarted | null = null;
  if (closing) {
    await startOrRelease('EVALUATION', {
      clientId,
      surveyId,
      timestampId,
      trigger: 'user',
      actor: caller.userId,
      round,
    });
    closingJob = { surveyId, job: 'EVALUATION', timestampId, round };
  }
  return {
    surveyId,
    round: round + 1,
    state: 'CREATED',
    deadlineDate,
    evaluationTimestampCount: record.evaluationTimestampCount,
    closingJob,
  };
}
