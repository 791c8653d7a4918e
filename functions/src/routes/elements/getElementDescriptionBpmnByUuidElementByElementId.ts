import * as z from 'zod/mini';
import { descriptionOf } from '../../domain/elementContent/descriptions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({
  uuid: z.string().check(z.uuid()),
  elementId: z.string().check(z.minLength(1), z.maxLength(200)),
});

/** The description, or null when the element has none. */
export const handler = apiRoute(
  'elements/getElementDescriptionBpmnByUuidElementByElementId',
  { path },
  async ({ identity, path }) => ok(await descriptionOf(identity, path)),
);
