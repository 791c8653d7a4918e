import { getAnonymitySettings } from '../../domain/evaluation/anonymitySettings.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('evaluation/getPxEvaluationSettings', async ({ identity }) =>
  ok(await getAnonymitySettings(identity)),
);
