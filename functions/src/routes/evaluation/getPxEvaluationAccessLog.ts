import { accessLog } from '../../domain/worksCouncil/worksCouncil.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Who opened which evaluation of the caller's client, newest first. */
export const handler = apiRoute('evaluation/getPxEvaluationAccessLog', async ({ identity }) =>
  ok(await accessLog(identity)),
);
