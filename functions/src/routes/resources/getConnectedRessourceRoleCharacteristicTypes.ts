import * as roles from '../../domain/resources/roleCharacteristics.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('resources/getConnectedRessourceRoleCharacteristicTypes', {}, async () =>
  ok(roles.characteristicTypes()),
);
