import { descriptionOf } from '../../domain/elementContent/descriptions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelElementIdPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** The description, or null when the element has none. */
export const handler = apiRoute(
  'elements/getElementDescriptionBpmnByUuidElementByElementId',
  { path: modelElementIdPath },
  async ({ identity, path }) => ok(await descriptionOf(identity, path)),
);
