import { documentConfirmRequest } from '@prozesspuls/shared';
import { confirmDocumentUpload } from '../../domain/elementContent/documents.js';
import { apiRoute } from '../../http/apiRoute.js';
import { documentPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** Checks the uploaded object (size, type by content) and records it; a refused one is deleted. */
export const handler = apiRoute(
  'elements/postBpmnByUuidElementByIdDocumentByDocIdConfirm',
  { body: documentConfirmRequest, path: documentPath },
  async ({ identity, body, path }) =>
    ok(await confirmDocumentUpload(identity, path.uuid, path.id, path.docId, body.fileName), 201),
);
