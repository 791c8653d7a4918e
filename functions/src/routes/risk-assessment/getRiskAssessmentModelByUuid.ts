import * as schemas from '@prozesspuls/shared';
import { releasedModelElements } from '../../domain/riskAssessment/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The activities and roles of a model's released version, with its diagram. */
export const handler = apiRoute(
  'risk-assessment/getRiskAssessmentModelByUuid',
  { path: schemas.riskModelPath },
  async ({ identity, path }) => ok(await releasedModelElements(identity, path.uuid)),
);
