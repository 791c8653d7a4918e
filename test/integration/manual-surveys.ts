import type { PxQuestion } from '@prozesspuls/shared';
import { expect } from 'vitest';
import {
  type CreatedSurveyContent,
  type ManualSurveyContent,
  ONE_TEXT_QUESTION,
  type QuestionPoster,
  withCreatedQuestions,
} from '../fixtures/surveys.js';
import { api } from './client.js';

/** Creates each question through POST /px/question as the holder of `token` (its client's own question). */
export const questionPosterOf =
  (token: string): QuestionPoster =>
  async (json) => {
    const reply = await api<PxQuestion>('POST', '/px/question', { token, json });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.id;
  };

/** The draft's questions created in the client of `token`, ready for `manualSurveyBody`. */
export const createdContent = (
  token: string,
  draft: ManualSurveyContent = ONE_TEXT_QUESTION,
): Promise<CreatedSurveyContent> => withCreatedQuestions(draft, questionPosterOf(token));
