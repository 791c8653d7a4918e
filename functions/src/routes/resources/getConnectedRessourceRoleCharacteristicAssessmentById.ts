import * as schemas from '@prozesspuls/shared';
import * as roles from '../../domain/resources/roleCharacteristics.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** `id` is the role. */
export const handler = apiRoute(
  'resources/getConnectedRessourceRoleCharacteristicAssessmentById',
  { path: schemas.resourceIdPath },
  async ({ identity, path }) => ok(await roles.assessmentsOf(identity, path.id)),
);
