import { addToModelSurveyCount } from '../../data/repositories/models.js';

/**
 * Keeps the model's `surveyCount` (the process list's survey chip) in step with its process
 * surveys: +1 after one is created, -1 after one is deleted. One atomic ADD under the condition
 * that the model still exists (a deleted model needs no count) and never below zero.
 */
export async function countProcessSurvey(clientId: number, uuid: string, delta: 1 | -1): Promise<void> {
  // A model deleted meanwhile, or a count at zero already, keeps its count as it is.
  await addToModelSurveyCount(clientId, uuid, delta);
}
