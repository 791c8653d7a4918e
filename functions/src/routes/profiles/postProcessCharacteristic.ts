import * as schemas from '@prozesspuls/shared';
import * as profiles from '../../domain/profiles/profiles.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'profiles/postProcessCharacteristic',
  { body: schemas.profileRequest },
  async ({ identity, body }) => ok(await profiles.createProfile(identity, body), 201),
);
