import { randomUUID } from 'node:crypto';
import type { CreateSurveyRequest, SurveyDetails, SurveySummary } from '@prozesspuls/shared';
import { hasAnyPermission } from '@prozesspuls/shared';
import { type PxModule, SURVEY_MESSAGES, type SurveySchema } from '@prozesspuls/shared/px';
import { getSurveySchemaJson, putSurveySchemaJson, surveySchemaKey } from '../../adapters/surveyStorage.js';
import {
  createSurveyItem,
  deleteSurveyItem,
  loadClientSurveys,
  loadSurvey,
  setSurveyArchived as storeSurveyArchived,
} from '../../data/repositories/surveyRecords.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import { NotFound, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { countProcessSurvey, prepareProcessSurvey } from '../px-model/processSurvey.js';
import { storableSurveySchema } from './storableSurveySchema.js';
import { scheduleSurveyDeadline } from './surveyDeadline.js';
import { removeSurveyDependents } from './surveyDependents.js';
import { toSummary } from './surveySummary.js';

async function requireSurvey(caller: Identity, surveyId: string) {
  const record = await loadSurvey(caller.clientId, surveyId);
  if (!record) throw new NotFound(SURVEY_MESSAGES.notFound);
  return record;
}

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

/** All surveys of the caller's client (one partition query), newest first. */
async function clientSurveys(caller: Identity): Promise<SurveySummary[]> {
  const data = await loadClientSurveys(caller.clientId);
  return data.map(toSummary).sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}

/** GET /px/survey (archived: false) and GET /px/survey/archive (archived: true). */
export async function listSurveys(caller: Identity, archived: boolean): Promise<SurveySummary[]> {
  return (await clientSurveys(caller)).filter((survey) => survey.archived === archived);
}

/** GET /px/survey/module/{module}: the client's surveys of one module that are not archived. */
export async function listSurveysOfModule(caller: Identity, module: PxModule): Promise<SurveySummary[]> {
  return (await listSurveys(caller, false)).filter((survey) => survey.module === module);
}

/** GET /px/survey/{id}: the row, the start page and the stored schema. */
export async function getSurvey(caller: Identity, surveyId: string): Promise<SurveyDetails> {
  const record = await requireSurvey(caller, surveyId);
  const schema = JSON.parse(await getSurveySchemaJson(record.schemaKey)) as SurveySchema;
  const titlePage = schema.pages[0]?.name === 'titlePage' ? schema.pages[0] : undefined;
  const startPage = titlePage?.elements.find((element) => element.type === 'html');
  return {
    ...toSummary(record),
    description: startPage?.type === 'html' ? startPage.html : null,
    surveySchema: schema,
  };
}

/** POST /px/survey/archive: archive (true) or restore (false); only an existing survey of the client. */
export async function setSurveyArchived(
  caller: Identity,
  surveyId: string,
  archived: boolean,
): Promise<SurveySummary> {
  const stored = await storeSurveyArchived(caller.clientId, surveyId, archived);
  if (!stored) throw new NotFound(SURVEY_MESSAGES.notFound);
  return toSummary(stored);
}

/**
 * DELETE /px/survey/{id}: the item goes first under the condition that it exists (so a second
 * delete answers 404 and nothing else is touched), then its dependents: the stored schema and
 * everything registered in surveyDependents.ts (evaluations and sent links once they exist).
 */
export async function deleteSurvey(caller: Identity, surveyId: string): Promise<void> {
  const removed = await deleteSurveyItem(caller.clientId, surveyId);
  if (!removed) throw new NotFound(SURVEY_MESSAGES.notFound);
  if (removed.modelUuid) await countProcessSurvey(caller.clientId, removed.modelUuid, -1);
  await removeSurveyDependents({ clientId: caller.clientId, surveyId, schemaKey: removed.schemaKey });
}
