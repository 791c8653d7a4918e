import { z } from 'zod';
import * as folders from '../../domain/processes/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

const path = z.object({ id: z.string().min(1).max(64) });

export const handler = apiRoute('deleteFolderById', { path }, async ({ identity, path }) => {
  await folders.deleteFolder(identity, path.id);
  return noContent();
});
