import type { ModelProcessSurvey } from '@prozesspuls/shared';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { processSurveysOfModel } from './surveyLifecycle.js';
import { toSummary } from './surveySummary.js';

/**
 * GET /px/survey/bpmn/{uuid}: the process surveys (Module_Four) of a model of the caller's client
 * that the caller may see (another client's or an invisible model is a 404), newest first.
 */
export async function listModelProcessSurveys(caller: Identity, uuid: string): Promise<ModelProcessSurvey[]> {
  await visibleModel(caller, uuid);
  const surveys = await processSurveysOfModel(caller.clientId, uuid);
  return surveys.map((survey) => {
    const { id, title, createdDate, deadlineDate, info } = toSummary(survey);
    return { id, title, createdDate, deadlineDate, commitHash: survey.commitHash ?? null, info };
  });
}
