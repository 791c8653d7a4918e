import { updateDescriptionRequest } from '@prozesspuls/shared';
import { saveDescription } from '../../domain/elementContent/descriptions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Takes the description entity; the model and element identify it. */
export const handler = apiRoute(
  'elements/putElementDescription',
  { body: updateDescriptionRequest },
  async ({ identity, body }) =>
    ok(await saveDescription(identity, body.uuidModel, body.elementId, body.text)),
);
