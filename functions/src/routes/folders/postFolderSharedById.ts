import * as schemas from '@prozesspuls/shared';
import { z } from 'zod';
import * as folders from '../../domain/processes/folders.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ id: z.string().min(1).max(64) });

export const handler = apiRoute(
  'postFolderSharedById',
  { body: schemas.shareFolderRequest, path },
  async ({ identity, body, path }) => ok(await folders.shareFolder(identity, path.id, body.userIds)),
);
