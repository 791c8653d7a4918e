import * as z from 'zod';
import { descriptionOf } from '../../domain/elementContent/descriptions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ uuid: z.string().uuid(), elementId: z.string().min(1).max(200) });

/** The description, or null when the element has none. */
export const handler = apiRoute(
  'getElementDescriptionBpmnByUuidElementByElementId',
  { path },
  async ({ identity, path }) => ok(await descriptionOf(identity, path)),
);
