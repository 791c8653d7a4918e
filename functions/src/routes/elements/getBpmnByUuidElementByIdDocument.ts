import { listDocuments } from '../../domain/elementContent/documents.js';
import { apiRoute } from '../../http/apiRoute.js';
import { elementPath } from '../../http/elementContentPaths.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'getBpmnByUuidElementByIdDocument',
  { path: elementPath },
  async ({ identity, path }) => ok(await listDocuments(identity, { uuid: path.uuid, elementId: path.id })),
);
