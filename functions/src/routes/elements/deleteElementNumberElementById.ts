import * as z from 'zod/mini';
import * as numbers from '../../domain/modelling/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

const path = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });
/** Element ids are unique only within a model, so the model comes along as `?uuid=`. */
const query = z.object({ uuid: z.string().check(z.uuid()) });

export const handler = apiRoute(
  'elements/deleteElementNumberElementById',
  { path, query },
  async ({ identity, path, query }) => {
    await numbers.deleteNumberOfElement(identity, query.uuid, path.id);
    return noContent();
  },
);
