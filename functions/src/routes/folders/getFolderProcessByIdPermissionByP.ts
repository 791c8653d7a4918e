import * as z from 'zod';
import * as folders from '../../domain/models/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ id: z.string().uuid(), p: z.string().min(1).max(32) });

export const handler = apiRoute('getFolderProcessByIdPermissionByP', { path }, async ({ identity, path }) =>
  ok(await folders.folderPermissionForModel(identity, path.id, path.p)),
);
