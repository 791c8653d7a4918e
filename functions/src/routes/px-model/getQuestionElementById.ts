import { ELEMENT_KINDS } from '@prozesspuls/shared';
import * as z from 'zod/mini';
import * as questions from '../../domain/questions-px/pxQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** `{id}`: an element kind (e.g. Activity); the process questions about it. */
const path = z.object({ id: z.enum(ELEMENT_KINDS) });

export const handler = apiRoute('px-model/getQuestionElementById', { path }, async ({ identity, path }) =>
  ok(
    await questions.listQuestions(
      identity,
      (q) => questions.processBased(q) && questions.ofElement(path.id)(q),
    ),
  ),
);
