import { worksCouncilSettings } from '../../domain/worksCouncil/worksCouncil.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Whether questionnaires need the works council's approval before they are sent. */
export const handler = apiRoute('evaluation/getPxEvaluationWorksCouncil', async ({ identity }) =>
  ok(await worksCouncilSettings(identity)),
);
