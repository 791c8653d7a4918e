import { pxModuleParam } from '@prozesspuls/shared';
import * as z from 'zod/mini';
import * as questions from '../../domain/questions-px/pxQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** `{module}`: a code (Module_One) or its number (1; 0 = NONE). */
const path = z.object({ module: pxModuleParam });

export const handler = apiRoute(
  'questions-px/getPxQuestionModuleByModule',
  { path },
  async ({ identity, path }) => ok(await questions.listQuestions(identity, questions.ofModule(path.module))),
);
