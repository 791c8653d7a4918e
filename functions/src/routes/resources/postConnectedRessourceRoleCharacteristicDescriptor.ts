import * as schemas from '@prozesspuls/shared';
import * as roles from '../../domain/resources/roleCharacteristics.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'resources/postConnectedRessourceRoleCharacteristicDescriptor',
  { body: schemas.createDescriptorRequest },
  async ({ identity, body }) => ok(await roles.addDescriptor(identity, body), 201),
);
