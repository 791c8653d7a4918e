import type { SurveyDetails, SurveySummary } from '@prozesspuls/shared';
import { type PxModule, SURVEY_MESSAGES, type SurveySchema } from '@prozesspuls/shared/px';
import { getSurveySchemaJson } from '../../adapters/surveyStorage.js';
import {
  loadClientSurveys,
  loadSurvey,
  setSurveyArchived as storeSurveyArchived,
} from '../../data/repositories/surveyRecords.js';
import { NotFound } from '../errors.js';
import type { Identity } from '../identity.js';
import { toSummary } from './surveySummary.js';

// Reading and archiving surveys; creating (createSurvey.ts) and deleting (deleteSurvey.ts) live
// apart, so that a function that lists surveys loads neither the question catalogue nor what a
// survey's removal touches.

async function requireSurvey(caller: Identity, surveyId: string) {
  const record = await loadSurvey(caller.clientId, surveyId);
  if (!record) throw new NotFound(SURVEY_MESSAGES.notFound);
  return record;
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
