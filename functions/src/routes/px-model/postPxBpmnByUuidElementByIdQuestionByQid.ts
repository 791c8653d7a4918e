import { pxElementQuestionPath } from '@prozesspuls/shared';
import { attachQuestion } from '../../domain/px-model/elementQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Attaches an offered PX question to an element: 201 when new, 200 when it was attached already. */
export const handler = apiRoute(
  'px-model/postPxBpmnByUuidElementByIdQuestionByQid',
  { path: pxElementQuestionPath },
  async ({ identity, path }) => {
    const { created, questions } = await attachQuestion(
      identity,
      { uuid: path.uuid, elementId: path.id, questionId: path.qid },
      Date.now(),
    );
    return ok(questions, created ? 201 : 200);
  },
);
