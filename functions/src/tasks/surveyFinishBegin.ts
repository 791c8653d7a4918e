import { beginFinish } from '../domain/surveys/lifecycleTasks.js';
import type { SurveyJobInput } from './inputs.js';

/** *survey finish*, first step: is this finish (still) to be done? Claims the survey for a deadline. */
export const handler = (input: SurveyJobInput) => beginFinish(input);
