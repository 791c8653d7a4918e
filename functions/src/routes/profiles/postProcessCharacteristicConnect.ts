import * as schemas from '@prozesspuls/shared';
import * as profiles from '../../domain/profiles/profiles.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** A model links to at most one profile: 409 with a German message when it has another one. */
export const handler = apiRoute(
  'profiles/postProcessCharacteristicConnect',
  { body: schemas.connectProfileRequest },
  async ({ identity, body }) => ok(await profiles.connectProfile(identity, body.CHARACTERISTIC, body.UUID)),
);
