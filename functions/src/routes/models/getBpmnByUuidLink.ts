import * as links from '../../domain/modelling/subprocessLinks.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('models/getBpmnByUuidLink', { path: modelPath }, async ({ identity, path }) =>
  ok(await links.linksOf(identity, path.uuid)),
);
