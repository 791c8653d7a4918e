import { listAssessments } from '../../domain/riskAssessment/assessments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The client's risk assessments, last changed first. */
export const handler = apiRoute('risk-assessment/getRiskAssessment', {}, async ({ identity }) =>
  ok(await listAssessments(identity)),
);
