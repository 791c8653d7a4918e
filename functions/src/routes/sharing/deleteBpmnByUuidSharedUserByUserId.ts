import * as z from 'zod/mini';
import * as models from '../../domain/models/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** `{uuid}` of the model and `{userId}` of the user it is no longer shared with. */
const path = z.extend(modelPath, { userId: z.string().check(z.minLength(1), z.maxLength(320)) });

export const handler = apiRoute(
  'sharing/deleteBpmnByUuidSharedUserByUserId',
  { path },
  async ({ identity, path }) => ok(await models.unshareModel(identity, path.uuid, path.userId)),
);
