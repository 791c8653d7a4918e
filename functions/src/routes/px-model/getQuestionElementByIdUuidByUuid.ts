import { pxQuestionElementOfModelPath } from '@prozesspuls/shared';
import { offeredForElement } from '../../domain/px-model/elementQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** `{id}`: an element id of the model `{uuid}`; the process questions offered for its kind. */
export const handler = apiRoute(
  'px-model/getQuestionElementByIdUuidByUuid',
  { path: pxQuestionElementOfModelPath },
  async ({ identity, path }) =>
    ok(await offeredForElement(identity, { uuid: path.uuid, elementId: path.id })),
);
