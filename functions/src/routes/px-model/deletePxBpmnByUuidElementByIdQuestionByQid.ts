import { pxElementQuestionPath } from '@prozesspuls/shared';
import { detachQuestion } from '../../domain/px-model/elementQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Detaches a PX question from an element; answers the element's remaining questions. */
export const handler = apiRoute(
  'px-model/deletePxBpmnByUuidElementByIdQuestionByQid',
  { path: pxElementQuestionPath },
  async ({ identity, path }) =>
    ok(await detachQuestion(identity, { uuid: path.uuid, elementId: path.id, questionId: path.qid })),
);
