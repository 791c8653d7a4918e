import { mailCreatorOfFinish } from '../domain/surveys/lifecycleTasks.js';
import type { SurveyJobInput } from './inputs.js';

/** Mails the creator that the survey ended. */
export const handler = async (input: SurveyJobInput) => {
  await mailCreatorOfFinish(input);
  return { mailed: true };
};
