import { z } from 'zod';
import * as numbers from '../../domain/modeller/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = apiRoute('getBpmnByUuidAttachments', { path }, async ({ identity, path }) =>
  ok(await numbers.attachmentsOf(identity, path.uuid)),
);
