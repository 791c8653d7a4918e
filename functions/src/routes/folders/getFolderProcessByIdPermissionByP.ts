import * as z from 'zod/mini';
import * as folders from '../../domain/models/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({
  id: z.string().check(z.uuid()),
  p: z.string().check(z.minLength(1), z.maxLength(32)),
});

export const handler = apiRoute(
  'folders/getFolderProcessByIdPermissionByP',
  { path },
  async ({ identity, path }) => ok(await folders.folderPermissionForModel(identity, path.id, path.p)),
);
