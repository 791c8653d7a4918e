import { notifyIntegrationOfFinish } from '../domain/surveys/lifecycleTasks.js';
import type { SurveyJobInput } from './inputs.js';

/** Tells the client's external workflow system about the finished survey (integration on only). */
export const handler = async (input: SurveyJobInput) => {
  await notifyIntegrationOfFinish(input);
  return { notified: true };
};
