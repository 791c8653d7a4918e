import { z } from 'zod';
import * as editing from '../../domain/modeller/editing.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = apiRoute('getBpmnByUuidHistory', { path }, async ({ identity, path }) =>
  ok(await editing.historyOf(identity, path.uuid)),
);
