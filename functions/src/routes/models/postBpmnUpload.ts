import { BPMN_MAX_BYTES, MODEL_MESSAGES } from '@prozesspuls/shared';
import * as z from 'zod/mini';
import { importModel } from '../../domain/models/importModel.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const uploadedFile = z.object({
  // The model name is cut from the file name where the model is created.
  filename: z.string().check(z.maxLength(64 * 1024)),
  mimetype: z.string().check(z.maxLength(255)),
  truncated: z.optional(z.boolean()),
  content: z.instanceof(Buffer),
});

const body = z.object(
  {
    uploadedFile,
    folderId: z.string().check(z.minLength(1, MODEL_MESSAGES.folderRequired), z.maxLength(64)),
    // 'true' after the user chose to import a file without its references to missing ids.
    dropDanglingReferences: z.optional(z.enum(['true', 'false'])),
  },
  { error: MODEL_MESSAGES.notBpmnFile },
);

/**
 * Multipart field `uploadedFile` (.bpmn) plus `folderId` (and optionally `dropDanglingReferences`);
 * answers the new model's uuid.
 */
export const handler = apiRoute(
  'models/postBpmnUpload',
  { multipart: { fileSize: BPMN_MAX_BYTES, files: 1, fields: 2 }, body },
  async ({ identity, body }) => {
    const { uploadedFile: file, folderId, dropDanglingReferences } = body;
    const uuid = await importModel(identity, folderId, file, {
      dropDanglingReferences: dropDanglingReferences === 'true',
    });
    return ok({ uuid }, 201);
  },
);
