import * as schemas from '@prozesspuls/shared';
import * as roles from '../../domain/resources/roleCharacteristics.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'resources/getConnectedRessourceRoleCharacteristicDescriptor',
  { query: schemas.roleQuery },
  async ({ identity, query }) => ok(await roles.descriptorsOf(identity, query.roleId)),
);
