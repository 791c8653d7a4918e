import { QUESTION_TYPES } from '@prozesspuls/shared';
import * as z from 'zod/mini';
import * as questions from '../../domain/questions-px/pxQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ type: z.enum(QUESTION_TYPES) });

export const handler = apiRoute(
  'questions-px/getPxQuestionTypeByType',
  { path },
  async ({ identity, path }) => ok(await questions.listQuestions(identity, questions.ofType(path.type))),
);
