import { listOpenSurveys } from '../../domain/participation/memberSurveys.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The signed-in member's open surveys (home page card). */
export const handler = apiRoute('surveys/getUserSurvey', async ({ identity }) =>
  ok(await listOpenSurveys(identity)),
);
