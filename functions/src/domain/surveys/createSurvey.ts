import { randomUUID } from 'node:crypto';
import type { CreateSurveyRequest, SurveyDetails } from '@prozesspuls/shared';
import { hasAnyPermission } from '@prozesspuls/shared';
import { SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import { putSurveySchemaJson, surveySchemaKey } from '../../adapters/surveyStorage.js';
import { createSurveyItem } from '../../data/repositories/surveyRecords.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import { PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { prepareProcessSurvey } from '../px-model/processSurvey.js';
import { countProcessSurvey } from '../px-model/processSurveyCount.js';
import { storableSurveySchema } from './storableSurveySchema.js';
import { scheduleSurveyDeadline } from './surveyDeadline.js';
import { toSummary } from './surveySummary.js';

async function creatorName(userId: string): Promise<string> {
  const data = await loadUser(userId);
  return data ? `${data.firstName} ${data.lastName}`.trim() : userId;
}

/**
 * POST /px/survey. The schema goes to S3 first, then the item is written under the condition
 * that its id is new; a failed item write leaves at most an unreferenced object.
 */
export async function createSurvey(
  caller: Identity,
  request: CreateSurveyRequest,
  now: number,
): Promise<SurveyDetails> {
  if (request.deadlineDate !== null && request.deadlineDate < now) {
    throw new RuleViolation(SURVEY_MESSAGES.deadlineInPast);
  }
  // POST /px/survey admits PX_WRITE for process surveys; every other survey needs SURVEY.
  if (request.module !== 'Module_Four' && !hasAnyPermission(caller.permissions, ['SURVEY', 'SUPER_ADMIN'])) {
    throw new PermissionDenied();
  }
  // Process surveys (Module_Four) are built from the model's PX questions (domain/px-model) and
  // keep their model's uuid and commit hash.
  const { schema, description, model } =
    request.module === 'Module_Four'
      ? await prepareProcessSurvey(caller, request)
      : { ...(await storableSurveySchema(caller, request)), model: undefined };
  const surveyId = randomUUID();
  // The deadline's schedule first: should the item write fail, it fires on no survey and ends.
  if (request.deadlineDate !== null) {
    await scheduleSurveyDeadline(caller.clientId, surveyId, request.deadlineDate);
  }
  const schemaKey = surveySchemaKey(caller.clientId, surveyId);
  await putSurveySchemaJson(schemaKey, JSON.stringify(schema));
  const data = await createSurveyItem({
    clientId: caller.clientId,
    surveyId,
    title: request.title,
    module: request.module,
    createdBy: caller.userId,
    createdByName: await creatorName(caller.userId),
    createdDate: new Date(now).toISOString(),
    ...(request.deadlineDate === null ? {} : { deadlineDate: request.deadlineDate }),
    customTitlePage: description !== null,
    archived: false,
    schemaKey,
    ...model,
  });
  if (model) await countProcessSurvey(caller.clientId, model.modelUuid, 1);
  return { ...toSummary(data), description, surveySchema: schema };
}
