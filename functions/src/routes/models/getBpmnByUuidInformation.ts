import { z } from 'zod';
import * as models from '../../domain/processes/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = apiRoute('getBpmnByUuidInformation', { path }, async ({ identity, path }) =>
  ok(await models.modelInformation(identity, path.uuid)),
);
