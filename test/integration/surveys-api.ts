import type { SurveyDetails } from '@prozesspuls/shared';
import { expect } from 'vitest';
import { api } from './client.js';

/** Creates a survey through POST /px/survey as the holder of `token`; anything but 200 fails the test. */
export async function createdSurvey(token: string, body: unknown): Promise<SurveyDetails> {
  const created = await api<SurveyDetails>('POST', '/px/survey', { token, json: body });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body;
}
