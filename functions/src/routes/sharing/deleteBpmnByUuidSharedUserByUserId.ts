import * as z from 'zod';
import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid(), userId: z.string().min(1).max(320) });

export const handler = apiRoute('deleteBpmnByUuidSharedUserByUserId', { path }, async ({ identity, path }) =>
  ok(await models.unshareModel(identity, path.uuid, path.userId)),
);
