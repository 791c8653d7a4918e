import * as custom from '../../domain/modelling/customElements.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('modelling/getCustomModelingEndpoint', {}, async ({ identity }) =>
  ok(await custom.listCustomElements(identity)),
);
