import { randomUUID } from 'node:crypto';
import type { ResendSurveyRequest, SurveyRoundOpened } from '@prozesspuls/shared';
import { resendRefusal, SURVEY_LIFECYCLE_MESSAGES, SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import { putSurveySchemaJson } from '../../adapters/surveyStorage.js';
import { loadSurvey, openNextRound } from '../../data/repositories/surveyRecords.js';
import { Conflict, NotFound, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { storableSurveySchema } from './storableSurveySchema.js';
import { scheduleSurveyDeadline } from './surveyDeadline.js';
import { currentRound, lifecycleFacts, requireSurveyRecord } from './surveyJobRecord.js';
import { startedByUser } from './surveyLifecycle.js';

// Apart from the other lifecycle steps: only a new round stores a schema again, which needs the
// offered questions (and with them the question catalogue).
/**
 * POST /px/survey/resend ('Umfrage erneut starten'): one conditional write opens round + 1 (state
 * CREATED, sendToCount and answeredCount of the new round 0) under the rule's condition and the
 * round the caller saw, so two racing resends open one round. A round that was not finished gets
 * its evaluation point from the *evaluation point* machine, so every round is counted in
 * evaluationTimestampCount. The regenerated schema and deadline are saved with it.
 */
export async function resendSurvey(
  caller: Identity,
  request: ResendSurveyRequest,
  now: number,
): Promise<SurveyRoundOpened> {
  const record = await requireSurveyRecord(caller.clientId, request.surveyId);
  const refused = resendRefusal(lifecycleFacts(record));
  if (refused) throw new Conflict(refused);
  const deadlineDate =
    request.deadlineDate === undefined ? (record.deadlineDate ?? null) : request.deadlineDate;
  if (request.deadlineDate != null && request.deadlineDate < now) {
    throw new RuleViolation(SURVEY_MESSAGES.deadlineInPast);
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
  const opened = await openNextRound(clientId, surveyId, {
    round,
    closingJobId: closing ? timestampId : null,
    deadlineDate,
    customTitlePage: prepared ? prepared.description !== null : undefined,
  });
  if (!opened) {
    const latest = await loadSurvey(clientId, surveyId);
    if (!latest) throw new NotFound(SURVEY_MESSAGES.notFound);
    throw new Conflict(resendRefusal(lifecycleFacts(latest)) ?? SURVEY_LIFECYCLE_MESSAGES.resendNeedsAnswers);
  }
  if (prepared) await putSurveySchemaJson(record.schemaKey, JSON.stringify(prepared.schema));
  await scheduleSurveyDeadline(clientId, surveyId, deadlineDate);
  // The closing point is of the round just closed, which the workflow must be told (it is no longer current).
  const closingJob = closing
    ? await startedByUser(caller, clientId, { surveyId, job: 'EVALUATION', timestampId, round }, { round })
    : null;
  return {
    surveyId,
    round: round + 1,
    state: 'CREATED',
    deadlineDate,
    evaluationTimestampCount: record.evaluationTimestampCount,
    closingJob,
  };
}
