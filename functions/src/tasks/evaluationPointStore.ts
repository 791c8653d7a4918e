import { storeJobPoint } from '../domain/surveys/lifecycleTasks.js';
import type { SurveyJobInput } from './inputs.js';

/** Builds and stores the job's evaluation point from the round counters; once per timestampId. */
export const handler = (input: SurveyJobInput) => storeJobPoint(input);
