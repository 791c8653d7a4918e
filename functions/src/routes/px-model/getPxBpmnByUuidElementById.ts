import { pxElementPath } from '@prozesspuls/shared';
import { elementQuestions } from '../../domain/px-model/elementQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The PX questions attached to one element (id, text, node for standard questions). */
export const handler = apiRoute(
  'px-model/getPxBpmnByUuidElementById',
  { path: pxElementPath },
  async ({ identity, path }) => ok(await elementQuestions(identity, { uuid: path.uuid, elementId: path.id })),
);
