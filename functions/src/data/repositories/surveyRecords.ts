import type { SurveyJob } from '@prozesspuls/shared/px';
import { isConditionFailure } from '../conditionFailure.js';
import { type Db, getDb } from '../db.js';
import { patchedIf } from './patchedIf.js';
import { allOf, oneOf, patchedUnlessConditionFails } from './reads.js';

/** One survey of a client, or undefined. */
export async function loadSurvey(clientId: number, surveyId: string) {
  return oneOf(getDb().entities.survey.get({ clientId, surveyId }));
}

export type SurveyItem = NonNullable<Awaited<ReturnType<typeof loadSurvey>>>;

/** One survey of a client read consistently (sees every write before it), or undefined. */
export async function loadSurveyConsistently(clientId: number, surveyId: string) {
  const { data } = await getDb().entities.survey.get({ clientId, surveyId }).go({ consistent: true });
  return data ?? undefined;
}

/** The client's surveys of `surveyIds` (one batch read; ids of no survey of the client are left out). */
export async function loadSurveys(clientId: number, surveyIds: readonly string[]) {
  if (surveyIds.length === 0) return [];
  const { data } = await getDb()
    .entities.survey.get(surveyIds.map((surveyId) => ({ clientId, surveyId })))
    .go();
  return data;
}

/** All surveys of a client (one partition query), in key order. */
export async function loadClientSurveys(clientId: number) {
  return allOf(getDb().entities.survey.query.byClient({ clientId }));
}

/**
 * The client's process surveys (Module_Four) of one model: one query of the client's survey
 * partition (no scan), filtered on the server so only the model's surveys travel.
 */
export async function loadProcessSurveysOfModel(clientId: number, modelUuid: string) {
  return allOf(
    getDb()
      .entities.survey.query.byClient({ clientId })
      .where((a, op) => `${op.eq(a.module, 'Module_Four')} AND ${op.eq(a.modelUuid, modelUuid)}`),
  );
}

export type NewSurvey = Parameters<Db['entities']['survey']['create']>[0];

/** Writes a new survey item (its id must be new) and answers it as stored. */
export async function createSurveyItem(survey: NewSurvey) {
  const { data } = await getDb().entities.survey.create(survey).go();
  return data;
}

/** Sets the archived flag of an existing survey: the survey as stored now, or undefined when there is none. */
export async function setSurveyArchived(clientId: number, surveyId: string, archived: boolean) {
  return patchedUnlessConditionFails(getDb().entities.survey.patch({ clientId, surveyId }).set({ archived }));
}

/**
 * Deletes a survey item under the condition that it exists (so of two deletes only one removes
 * it): the removed survey, or undefined when there was none.
 */
export async function deleteSurveyItem(clientId: number, surveyId: string) {
  try {
    const { data } = await getDb()
      .entities.survey.delete({ clientId, surveyId })
      .where(({ surveyId: id }, { exists }) => exists(id))
      .go({ response: 'all_old' });
    return data ?? undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Claims the survey for `job` under `timestampId` in one conditional write: only while no job
 * runs and the survey is in one of `states`. True when claimed, false when the condition failed.
 */
export function claimSurveyJobInStates(
  clientId: number,
  surveyId: string,
  job: SurveyJob,
  timestampId: string,
  states: readonly [string, ...string[]],
): Promise<boolean> {
  return patchedIf('survey', { clientId, surveyId }, (survey) =>
    survey
      .set({ job, jobTimestampId: timestampId })
      .remove(['jobFailed'])
      .where((a, op) => {
        const inState = states.map((state) => op.eq(a.state, state));
        const state = inState.length === 1 ? inState.join('') : `(${inState.join(' OR ')})`;
        return `${op.notExists(a.job)} AND ${state}`;
      }),
  );
}

/** What an evaluation point's claim saw and must still hold when it is written. */
export interface EvaluationClaimSeen {
  /** The complete answers the survey must have at least. */
  readonly required: number;
  /** The survey's publishedRound and publishedAnswers as read (undefined: absent). */
  readonly publishedRound: number | undefined;
  readonly publishedAnswers: number | undefined;
}

/**
 * Claims the survey for an EVALUATION job in one conditional write: no job runs, answeredCount
 * reaches `required`, and publishedRound/publishedAnswers are unchanged since they were read.
 * True when claimed, false when the condition failed.
 */
export function claimEvaluationJob(
  clientId: number,
  surveyId: string,
  timestampId: string,
  seen: EvaluationClaimSeen,
): Promise<boolean> {
  const { required, publishedRound: seenRound, publishedAnswers: seenAnswers } = seen;
  return patchedIf('survey', { clientId, surveyId }, (survey) =>
    survey
      .set({ job: 'EVALUATION', jobTimestampId: timestampId })
      .remove(['jobFailed'])
      .where((a, op) => {
        const published =
          seenRound === undefined
            ? op.notExists(a.publishedRound)
            : `${op.eq(a.publishedRound, seenRound)} AND ${
                seenAnswers === undefined
                  ? op.notExists(a.publishedAnswers)
                  : op.eq(a.publishedAnswers, seenAnswers)
              }`;
        return `${op.notExists(a.job)} AND ${op.gte(a.answeredCount, required)} AND ${published}`;
      }),
  );
}

/** The next round as a restart opens it. */
export interface NextRound {
  /** The round the caller saw as current. */
  readonly round: number;
  /** The EVALUATION job that closes the seen round, when it was not finished. */
  readonly closingJobId: string | null;
  /** The new deadline; null removes it. */
  readonly deadlineDate: number | null;
  /** Whether the regenerated schema has a title page; undefined when the schema stays. */
  readonly customTitlePage: boolean | undefined;
}

/**
 * Opens round + 1 (state CREATED, sendToCount and answeredCount 0) in one conditional write: only
 * while no job runs, the round is still the one seen, and it was sent and answered. True when
 * opened, false when the condition failed.
 */
export function openNextRound(clientId: number, surveyId: string, next: NextRound): Promise<boolean> {
  const { round, closingJobId, deadlineDate, customTitlePage } = next;
  return patchedIf('survey', { clientId, surveyId }, (survey) =>
    survey
      .set({
        round: round + 1,
        state: 'CREATED',
        sendToCount: 0,
        answeredCount: 0,
        ...(closingJobId === null ? {} : { job: 'EVALUATION', jobTimestampId: closingJobId }),
        ...(deadlineDate === null ? {} : { deadlineDate }),
        ...(customTitlePage === undefined ? {} : { customTitlePage }),
      })
      .remove(deadlineDate === null ? ['jobFailed', 'deadlineDate'] : ['jobFailed'])
      .where((a, op) => {
        // Items of round 1 may carry no round yet.
        const sameRound =
          round === 1 ? `(${op.notExists(a.round)} OR ${op.eq(a.round, 1)})` : op.eq(a.round, round);
        return `${op.notExists(a.job)} AND ${sameRound} AND ${op.gt(a.sendToCount, 0)} AND ${op.gt(a.answeredCount, 0)}`;
      }),
  );
}

/**
 * Releases the claim of `timestampId` as a failed run of `job` (jobFailed set, job removed). True
 * when released, false when that claim is no longer held.
 */
export function releaseFailedSurveyJob(
  clientId: number,
  surveyId: string,
  job: SurveyJob,
  timestampId: string,
): Promise<boolean> {
  return patchedIf('survey', { clientId, surveyId }, (survey) =>
    survey
      .set({ jobFailed: job })
      .remove(['job', 'jobTimestampId'])
      .where((a, op) => op.eq(a.jobTimestampId, timestampId)),
  );
}

/**
 * Releases the claim of `timestampId` after its job ran; `finishedDate` given, the survey is
 * FINISHED at that time. True when released, false when that claim is no longer held.
 */
export function releaseCompletedSurveyJob(
  clientId: number,
  surveyId: string,
  timestampId: string,
  finishedDate: number | undefined,
): Promise<boolean> {
  return patchedIf('survey', { clientId, surveyId }, (survey) =>
    survey
      .set(finishedDate === undefined ? {} : { state: 'FINISHED', finishedDate })
      .remove(['job', 'jobTimestampId', 'jobFailed'])
      .where((a, op) => op.eq(a.jobTimestampId, timestampId)),
  );
}

/**
 * Marks a once-only side effect of the finish `timestampId` on the survey item: true for the
 * first caller only.
 */
export function markFinishEffect(
  clientId: number,
  surveyId: string,
  marker: 'finishMailedFor' | 'integrationNotifiedFor',
  timestampId: string,
): Promise<boolean> {
  return patchedIf('survey', { clientId, surveyId }, (survey) =>
    survey
      .set({ [marker]: timestampId })
      .where((a, op) => `${op.notExists(a[marker])} OR ${op.ne(a[marker], timestampId)}`),
  );
}

/** Marks the round's reminder as sent: true for the first caller of the round only. */
export function markReminderRound(clientId: number, surveyId: string, round: number): Promise<boolean> {
  return patchedIf('survey', { clientId, surveyId }, (survey) =>
    survey
      .set({ remindedRound: round })
      .where((a, op) => `${op.notExists(a.remindedRound)} OR ${op.ne(a.remindedRound, round)}`),
  );
}
