import type { AnonymitySettingsView, SurveyDetails, SurveyJobStarted } from '@prozesspuls/shared';
import { expect } from 'vitest';
import { api } from './client.js';

/** Creates a survey through POST /px/survey as the holder of `token`; anything but 200 fails the test. */
export async function createdSurvey(token: string, body: unknown): Promise<SurveyDetails> {
  const created = await api<SurveyDetails>('POST', '/px/survey', { token, json: body });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}

/**
 * Asks for a new evaluation point of the survey: POST /px/evaluation/timestamp, or
 * /px/evaluation/process/timestamp for a process survey. The job starts (200) or is refused with a German `msg`.
 */
export function startEvaluationPoint(
  token: string,
  surveyId: string,
  survey: 'module' | 'process' = 'module',
) {
  const path = survey === 'process' ? '/px/evaluation/process/timestamp' : '/px/evaluation/timestamp';
  return api<SurveyJobStarted & { msg?: string }>('POST', path, { token, json: { surveyId } });
}

/** PUT /px/evaluation/settings: the client's anonymity thresholds, as the holder of `token` sets them. */
export const putEvaluationSettings = (token: string, json: Record<string, number>) =>
  api<AnonymitySettingsView & { msg?: string }>('PUT', '/px/evaluation/settings', { token, json });
