import middy from '@middy/core';
import { BPMN_MAX_BYTES, MODEL_MESSAGES } from '@prozesspuls/shared';
import { z } from 'zod';
import { importModel } from '../../domain/processes/importModel.js';
import type { ApiEvent } from '../../http/event.js';
import { type ApiResult, ok } from '../../http/responses.js';
import { errors } from '../../middleware/errors.js';
import { identity } from '../../middleware/identity.js';
import { input } from '../../middleware/input.js';
import { multipart } from '../../middleware/multipart.js';

const uploadedFile = z.object({
  // The model name is cut from the file name where the model is created.
  filename: z.string().max(64 * 1024),
  mimetype: z.string().max(255),
  truncated: z.boolean().optional(),
  content: z.instanceof(Buffer),
});

const body = z.object(
  { uploadedFile, folderId: z.string().min(1, MODEL_MESSAGES.folderRequired).max(64) },
  { error: MODEL_MESSAGES.notBpmnFile },
);

/** Multipart field `uploadedFile` (.bpmn) plus `folderId`; answers the new model's uuid. */
export const handler = middy<ApiEvent<z.infer<typeof body>>, ApiResult>()
  .use(identity('postBpmnUpload'))
  .use(multipart({ fileSize: BPMN_MAX_BYTES, files: 1, fields: 1 }))
  .use(input({ body }))
  .use(errors())
  .handler(async (event) => {
    const { uploadedFile: file, folderId } = event.input.body;
    const uuid = await importModel(event.identity, folderId, file);
    return ok({ uuid }, 201);
  });
