import * as fields from '../../domain/profiles/fields.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('profiles/getProcessCharacteristicField', {}, async ({ identity }) =>
  ok(await fields.listProfileFields(identity.clientId)),
);
