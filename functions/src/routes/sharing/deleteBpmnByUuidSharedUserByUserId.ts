import * as z from 'zod/mini';
import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({
  uuid: z.string().check(z.uuid()),
  userId: z.string().check(z.minLength(1), z.maxLength(320)),
});

export const handler = apiRoute(
  'sharing/deleteBpmnByUuidSharedUserByUserId',
  { path },
  async ({ identity, path }) => ok(await models.unshareModel(identity, path.uuid, path.userId)),
);
