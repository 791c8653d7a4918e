import { listDocuments } from '../../domain/elementContent/documents.js';
import { apiRoute } from '../../http/apiRoute.js';
import { elementPath } from '../../http/elementContentPaths.js';
import { elementOfPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/getBpmnByUuidElementByIdDocument',
  { path: elementPath },
  async ({ identity, path }) => ok(await listDocuments(identity, elementOfPath(path))),
);
