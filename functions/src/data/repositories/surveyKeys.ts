import { getDb } from '../db.js';

/** The table key of a survey item (for raw conditional updates). */
export function keyOfSurvey(clientId: number, surveyId: string): Record<string, unknown> {
  return getDb().entities.survey.get({ clientId, surveyId }).params().Key as Record<string, unknown>;
}
