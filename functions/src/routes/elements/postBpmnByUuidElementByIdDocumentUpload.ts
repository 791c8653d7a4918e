import { documentUploadRequest } from '@prozesspuls/shared';
import { documentUploadSlot } from '../../domain/elementContent/documents.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelElementPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** A presigned PUT URL for a document of `size` bytes (≤ 20 MB); see docs/documents.md. */
export const handler = apiRoute(
  'elements/postBpmnByUuidElementByIdDocumentUpload',
  { body: documentUploadRequest, path: modelElementPath },
  async ({ identity, body, path }) =>
    ok(await documentUploadSlot(identity, path.uuid, path.id, body.fileName, body.size)),
);
