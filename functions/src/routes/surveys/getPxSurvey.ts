import * as surveys from '../../domain/surveys/surveys.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('surveys/getPxSurvey', {}, async ({ identity }) =>
  ok(await surveys.listSurveys(identity, false)),
);
