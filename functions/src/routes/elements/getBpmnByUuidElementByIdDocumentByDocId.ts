import * as z from 'zod/mini';
import { documentDownload } from '../../domain/elementContent/documents.js';
import { apiRoute } from '../../http/apiRoute.js';
import { documentPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

const query = z.object({ link: z.optional(z.enum(['1', 'true'])) });

/**
 * The file as an attachment with its original name, served by S3 (a Lambda response carries at
 * most 6 MB): a 302 to a short-lived presigned URL, or with `?link=1` that URL as JSON, for
 * clients that send an Authorization header (a redirect to another origin would carry it along).
 */
export const handler = apiRoute(
  'elements/getBpmnByUuidElementByIdDocumentByDocId',
  { path: documentPath, query },
  async ({ identity, path, query }) => {
    const link = await documentDownload(identity, path.uuid, path.id, path.docId);
    if (query.link) return ok(link);
    return { statusCode: 302, headers: { Location: link.url, 'Cache-Control': 'no-store' } };
  },
);
