import { descriptionsOfModel } from '../../domain/elementContent/descriptions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/getElementDescriptionBpmnByUuid',
  { path: modelPath },
  async ({ identity, path }) => ok(await descriptionsOfModel(identity, path.uuid)),
);
