import { z } from 'zod';
import * as models from '../../domain/processes/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = apiRoute('deleteBpmnByUuid', { path }, async ({ identity, path }) => {
  await models.deleteModel(identity, path.uuid);
  return noContent();
});
