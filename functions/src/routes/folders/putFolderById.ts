import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as folders from '../../domain/processes/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

const path = z.object({ id: z.string().min(1).max(64) });

export const handler = apiRoute(
  'putFolderById',
  { body: schemas.saveFolderRequest, path },
  async ({ identity, body, path }) => {
    await folders.updateFolder(identity, path.id, body);
    return noContent();
  },
);
