import { listReleasedModels } from '../../domain/riskAssessment/models.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The released models the caller may see (step 1 picks from them). */
export const handler = apiRoute('risk-assessment/getRiskAssessmentModel', {}, async ({ identity }) =>
  ok(await listReleasedModels(identity)),
);
