import * as profiles from '../../domain/profiles/profiles.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('profiles/getProcessCharacteristic', {}, async ({ identity }) =>
  ok(await profiles.listProfiles(identity)),
);
