import { removeDocument } from '../../domain/elementContent/documents.js';
import { apiRoute } from '../../http/apiRoute.js';
import { documentPath } from '../../http/elementContentPaths.js';
import { noContent } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/deleteBpmnByUuidElementByIdDocumentByDocId',
  { path: documentPath },
  async ({ identity, path }) => {
    await removeDocument(identity, path.uuid, path.id, path.docId);
    return noContent();
  },
);
