import { removeDocument } from '../../domain/elementContent/documents.js';
import { apiRoute } from '../../http/apiRoute.js';
import { documentPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/deleteBpmnByUuidElementByIdDocumentByDocId',
  { path: documentPath },
  async ({ identity, path }) => noContentAfter(removeDocument(identity, path.uuid, path.id, path.docId)),
);
