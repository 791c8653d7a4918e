import type { SurveyJob } from '@prozesspuls/shared/px';
import { logger } from '../../adapters/logger.js';
import { sendMail } from '../../adapters/mail.js';
import { setting } from '../../config/env.js';
import {
  claimSurveyJobInStates,
  loadSurvey,
  markFinishEffect,
  releaseCompletedSurveyJob,
  releaseFailedSurveyJob,
} from '../../data/repositories/surveyRecords.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import type { SurveyJobInput } from '../../tasks/inputs.js';
import { notifyIntegration } from '../admin/clients.js';
import { createEvaluationPoint } from '../evaluation/createEvaluationPoint.js';
import { surveyFinishedMail } from './finishMail.js';
import { cancelSurveySchedules } from './surveyDeadline.js';

/**
 * The steps of the *survey finish* and *evaluation point* state machines (infra/state-machines),
 * transport-free; functions/src/tasks/ wraps each as a Lambda task. Every step is idempotent: it
 * checks that the survey is still claimed by this job (`jobTimestampId`) or that its effect is
 * there already, so a retried or repeated task writes nothing twice.
 */

/** Thrown while another job holds the survey; the state machine retries it (error name). */
export class SurveyBusyError extends Error {
  override readonly name = 'SurveyBusy';
}

export interface BeginResult {
  /** false: nothing to do (survey gone, already finished, never sent, or a stale job). */
  readonly proceed: boolean;
}

/**
 * First step of *survey finish*. A member's finish was claimed by the route already; the deadline
 * claims it here: a sent survey (SEND or ANSWERED) that no other job holds.
 */
export async function beginFinish(input: SurveyJobInput): Promise<BeginResult> {
  const { clientId, surveyId, timestampId } = input;
  const record = await loadSurvey(clientId, surveyId);
  if (!record) return { proceed: false };
  if (record.job === 'FINISH' && record.jobTimestampId === timestampId) return { proceed: true };
  if (input.trigger === 'user') return { proceed: false };
  if (record.state !== 'SEND' && record.state !== 'ANSWERED') return { proceed: false };
  if (record.job) throw new SurveyBusyError(`survey ${surveyId} runs job ${record.job}`);
  const claimed = await claimSurveyJobInStates(clientId, surveyId, 'FINISH', timestampId, [
    'SEND',
    'ANSWERED',
  ]);
  if (claimed) return { proceed: true };
  return beginFinish(input);
}

/**
 * Builds and stores the job's evaluation point (once per timestampId, see createEvaluationPoint).
 * A finish or a round closed by a restart with fewer than `threshold` new answers since the round's
 * last point stores none ('withheld'): that point stays the round's result, and the job ends normally.
 */
export async function storeJobPoint(input: SurveyJobInput): Promise<{ readonly created: boolean }> {
  const record = await loadSurvey(input.clientId, input.surveyId);
  if (!record || record.jobTimestampId !== input.timestampId) {
    // The job was released (failed or done) meanwhile: only answer whether its point exists.
    return { created: false };
  }
  const { outcome } = await createEvaluationPoint(input.clientId, input.surveyId, {
    timestampId: input.timestampId,
    ...(input.round === undefined ? {} : { round: input.round }),
  });
  return { created: outcome === 'created' };
}

/** Ends the job on the survey: FINISH sets FINISHED and the finish date; both release the claim. Idempotent. */
export async function completeJob(input: SurveyJobInput, job: SurveyJob): Promise<void> {
  const { clientId, surveyId, timestampId } = input;
  const done = await releaseCompletedSurveyJob(
    clientId,
    surveyId,
    timestampId,
    job === 'FINISH' ? Date.now() : undefined,
  );
  if (done && job === 'FINISH') {
    await cancelSurveySchedules(clientId, surveyId).catch((error: unknown) =>
      logger.warn('survey schedules not removed', { surveyId, error }),
    );
  }
}

/** The Catch of both machines: releases the claim as a failed run the UI explains; idempotent. */
export async function recordJobFailure(input: SurveyJobInput, job: SurveyJob, cause?: string): Promise<void> {
  const { clientId, surveyId, timestampId } = input;
  logger.error('survey job failed', { surveyId, job, timestampId, cause });
  // A claim released meanwhile (the job completed or failed before) is left as it is.
  await releaseFailedSurveyJob(clientId, surveyId, job, timestampId);
}

/** Claims a once-only side effect of a finish on the survey item: true for the first caller only. */
async function claimOnce(
  input: SurveyJobInput,
  marker: 'finishMailedFor' | 'integrationNotifiedFor',
): Promise<boolean> {
  return markFinishEffect(input.clientId, input.surveyId, marker, input.timestampId);
}

/**
 * Tells the client's external workflow system that the survey ended, when its integration is on
 *; at most once per finish. A failing remote system is audited, never fails the finish.
 */
export async function notifyIntegrationOfFinish(input: SurveyJobInput): Promise<void> {
  const record = await loadSurvey(input.clientId, input.surveyId);
  if (record?.state !== 'FINISHED') return;
  if (!(await claimOnce(input, 'integrationNotifiedFor'))) return;
  await notifyIntegration(input.clientId, input.actor ?? 'scheduler', {
    event: 'SURVEY_FINISHED',
    eventId: input.timestampId,
    surveyId: record.surveyId,
    title: record.title,
    module: record.module,
    state: 'FINISHED',
    round: record.round ?? 1,
    sendToCount: record.sendToCount,
    answeredCount: record.answeredCount,
  });
}

/** Mails the creator that the survey ended; at most once per finish. */
export async function mailCreatorOfFinish(input: SurveyJobInput): Promise<void> {
  const record = await loadSurvey(input.clientId, input.surveyId);
  if (record?.state !== 'FINISHED') return;
  const creator = await loadUser(record.createdBy);
  if (!creator?.email) return;
  if (!(await claimOnce(input, 'finishMailedFor'))) return;
  await sendMail(
    surveyFinishedMail({
      to: creator.email,
      firstName: creator.firstName,
      title: record.title,
      answered: record.answeredCount,
      sentTo: record.sendToCount,
      byDeadline: input.trigger === 'deadline',
      link: `${setting('appUrl')}/surveys/evaluation/${record.surveyId}`,
    }),
  );
}
