import { z } from 'zod';
import * as links from '../../domain/modeller/subprocessLinks.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid() });

export const handler = apiRoute('getBpmnByUuidLink', { path }, async ({ identity, path }) =>
  ok(await links.linksOf(identity, path.uuid)),
);
