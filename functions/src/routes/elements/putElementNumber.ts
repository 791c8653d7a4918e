import * as schemas from '@prozesspuls/shared';
import * as numbers from '../../domain/modelling/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';
/** Assigns a number after the user confirmed renumbering: the following elements move on. */

export const handler = apiRoute(
  'elements/putElementNumber',
  { body: schemas.elementNumberRequest },
  async ({ identity, body }) =>
    ok(await numbers.assignNumber(identity, body.uuidModel, body.elementId, body.number, true)),
);
