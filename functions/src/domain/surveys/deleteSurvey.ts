import { SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import { deleteSurveyItem } from '../../data/repositories/surveyRecords.js';
import { NotFound } from '../errors.js';
import type { Identity } from '../identity.js';
import { countProcessSurvey } from '../px-model/processSurveyCount.js';
import { removeSurveyDependents } from './surveyDependents.js';

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
