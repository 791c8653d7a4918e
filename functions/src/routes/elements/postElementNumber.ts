import * as schemas from '@prozesspuls/shared';
import * as numbers from '../../domain/modelling/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';
/** Assigns a number; one already in use is refused ('Diese Nummer wird bereits verwendet!'). */

export const handler = apiRoute(
  'elements/postElementNumber',
  { body: schemas.elementNumberRequest },
  async ({ identity, body }) =>
    ok(await numbers.assignNumber(identity, body.uuidModel, body.elementId, body.number, false)),
);
