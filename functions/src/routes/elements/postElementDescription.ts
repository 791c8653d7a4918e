import { createDescriptionRequest } from '@prozesspuls/shared';
import { saveDescription } from '../../domain/elementContent/descriptions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Sets the element's description (one per element; an empty text removes it). */
export const handler = apiRoute(
  'elements/postElementDescription',
  { body: createDescriptionRequest },
  async ({ identity, body }) =>
    ok(await saveDescription(identity, body.uuidModel, body.elementId, body.text)),
);
