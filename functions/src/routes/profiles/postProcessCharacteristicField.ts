import * as schemas from '@prozesspuls/shared';
import * as fields from '../../domain/profiles/fields.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'profiles/postProcessCharacteristicField',
  { body: schemas.profileFieldRequest },
  async ({ identity, body }) => ok(await fields.addProfileField(identity, body), 201),
);
