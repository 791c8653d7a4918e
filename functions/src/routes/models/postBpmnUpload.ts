import { BPMN_MAX_BYTES, MODEL_MESSAGES } from '@prozesspuls/shared';
import * as z from 'zod';
import { importModel } from '../../domain/models/importModel.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const uploadedFile = z.object({
  // The model name is cut from the file name where the model is created.
  filename: z.string().max(64 * 1024),
  mimetype: z.string().max(255),
  truncated: z.boolean().optional(),
  content: z.instanceof(Buffer),
});

const body = z.object(
  {
    uploadedFile,
    folderId: z.string().min(1, MODEL_MESSAGES.folderRequired).max(64),
    // 'true' after the user chose to import a file without its references to missing ids.
    dropDanglingReferences: z.enum(['true', 'false']).optional(),
  },
  { error: MODEL_MESSAGES.notBpmnFile },
);

/**
 * Multipart field `uploadedFile` (.bpmn) plus `folderId` (and optionally `dropDanglingReferences`);
 * answers the new model's uuid.
 */
export const handler = apiRoute(
  'postBpmnUpload',
  { multipart: { fileSize: BPMN_MAX_BYTES, files: 1, fields: 2 }, body },
  async ({ identity, body }) => {
    const { uploadedFile: file, folderId, dropDanglingReferences } = body;
    const uuid = await importModel(identity, folderId, file, {
      dropDanglingReferences: dropDanglingReferences === 'true',
    });
    return ok({ uuid }, 201);
  },
);
