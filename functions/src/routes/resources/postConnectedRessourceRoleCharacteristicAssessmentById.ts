import * as schemas from '@prozesspuls/shared';
import * as roles from '../../domain/resources/roleCharacteristics.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** `id` is the role; each value rates one of its descriptors. */
export const handler = apiRoute(
  'resources/postConnectedRessourceRoleCharacteristicAssessmentById',
  { path: schemas.resourceIdPath, body: schemas.createAssessmentRequest },
  async ({ identity, path, body }) => ok(await roles.addAssessment(identity, path.id, body), 201),
);
