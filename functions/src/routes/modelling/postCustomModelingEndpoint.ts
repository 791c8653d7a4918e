import * as schemas from '@prozesspuls/shared';
import * as custom from '../../domain/modelling/customElements.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';
/** At most 5 per client and an image icon under 10 KB; the specified messages otherwise. */

export const handler = apiRoute(
  'modelling/postCustomModelingEndpoint',
  { body: schemas.customElementRequest },
  async ({ identity, body }) =>
    ok(await custom.addCustomElement(identity, body.elementTitle, body.imageUrl), 201),
);
