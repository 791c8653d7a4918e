import { DOCUMENT_INLINE_MAX_BYTES, DOCUMENT_NAME_MAX, ELEMENT_CONTENT_MESSAGES } from '@prozesspuls/shared';
import * as z from 'zod/mini';
import { uploadDocument } from '../../domain/elementContent/documents.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelElementPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

const body = z.object(
  {
    file: z.object({
      filename: z.string().check(z.trim(), z.minLength(1), z.maxLength(DOCUMENT_NAME_MAX)),
      mimetype: z.string().check(z.maxLength(255)),
      truncated: z.optional(z.boolean()),
      content: z.instanceof(Buffer),
    }),
  },
  { error: ELEMENT_CONTENT_MESSAGES.documentNameRequired },
);

/**
 * The spec's entry point: multipart field `file`, for files up to 4 MB (a Lambda request carries
 * at most 6 MB). Larger files take the presigned way (…/document/upload, then …/confirm).
 */
export const handler = apiRoute(
  'elements/postBpmnByUuidElementByIdDocument',
  { multipart: { fileSize: DOCUMENT_INLINE_MAX_BYTES, files: 1, fields: 0 }, body, path: modelElementPath },
  async ({ identity, body, path }) =>
    ok(
      await uploadDocument(
        identity,
        path.uuid,
        path.id,
        body.file.filename,
        body.file.content,
        body.file.truncated === true,
      ),
      201,
    ),
);
