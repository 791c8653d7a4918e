import * as z from 'zod/mini';
import * as custom from '../../domain/modelling/customElements.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContentAfter } from '../../http/responses.js';

const path = z.object({ id: z.string().check(z.uuid()) });

export const handler = apiRoute(
  'modelling/deleteCustomModelingEndpointById',
  { path },
  async ({ identity, path }) => noContentAfter(custom.deleteCustomElement(identity, path.id)),
);
