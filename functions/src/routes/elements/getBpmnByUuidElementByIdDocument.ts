import { listDocuments } from '../../domain/elementContent/documents.js';
import { apiRoute } from '../../http/apiRoute.js';
import { elementOfPath, modelElementPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/getBpmnByUuidElementByIdDocument',
  { path: modelElementPath },
  async ({ identity, path }) => ok(await listDocuments(identity, elementOfPath(path))),
);
