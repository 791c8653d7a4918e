import * as schemas from '@prozesspuls/shared';
import * as roles from '../../domain/resources/roleCharacteristics.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'resources/getConnectedRessourceRoleCharacteristic',
  { query: schemas.roleQuery },
  async ({ identity, query }) => ok(await roles.characteristicsOf(identity, query.roleId)),
);
