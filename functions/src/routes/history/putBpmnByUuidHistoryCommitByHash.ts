import * as z from 'zod/mini';
import * as editing from '../../domain/modelling/editing.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({
  uuid: z.string().check(z.uuid()),
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

export const handler = apiRoute(
  'history/putBpmnByUuidHistoryCommitByHash',
  { path },
  async ({ identity, path }) => ok(await editing.restoreVersion(identity, path.uuid, path.hash)),
);
