import {
  deleteSurveySchemaJson,
  deleteSurveyStepsJson,
  surveyStepsKey,
} from '../../adapters/surveyStorage.js';
import { deleteEvaluationPointsOfSurvey } from '../../data/repositories/evaluationPoints.js';
import { removeSurveyParticipation } from '../../data/repositories/participationRemoval.js';
import { unlinkDeletedSurvey } from '../checklists/checklists.js';
import { deleteMeasuresOfSurvey } from '../measures/measures.js';
import { cancelSurveySchedules } from './surveyDeadline.js';

/** What a dependent's remover gets of a deleted survey. */
export interface DeletedSurvey {
  readonly clientId: number;
  readonly surveyId: string;
  readonly schemaKey: string;
}

/**
 * Everything that belongs to a survey and goes with it ("all related data
 * (evaluations, sent surveys) is removed"). Sending and evaluation (later issues) append their
 * removers here — e.g. the survey's sent links and its evaluation timestamps — so DELETE
 * /px/survey/{id} removes them without changing deleteSurvey.
 */
const SURVEY_DEPENDENTS: readonly ((survey: DeletedSurvey) => Promise<void>)[] = [
  (survey) => deleteSurveySchemaJson(survey.schemaKey),
  // A process survey's steps; deleting an absent object is a no-op.
  (survey) => deleteSurveyStepsJson(surveyStepsKey(survey.clientId, survey.surveyId)),
  (survey) => deleteEvaluationPointsOfSurvey(survey.clientId, survey.surveyId),
  deleteMeasuresOfSurvey,
  (survey) => cancelSurveySchedules(survey.clientId, survey.surveyId),
  (survey) => removeSurveyParticipation(survey.clientId, survey.surveyId),
  unlinkDeletedSurvey,
];

/** Runs every remover; each must be idempotent, since a failed delete may be retried. */
export async function removeSurveyDependents(survey: DeletedSurvey): Promise<void> {
  await Promise.all(SURVEY_DEPENDENTS.map((remove) => remove(survey)));
}
