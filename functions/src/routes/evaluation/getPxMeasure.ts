import * as schemas from '@prozesspuls/shared';
import * as measures from '../../domain/measures/measures.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The measures plan: every measure of the client, or of one survey (`?surveyId=`). */
export const handler = apiRoute(
  'evaluation/getPxMeasure',
  { query: schemas.listMeasuresQuery },
  async ({ identity, query }) => ok(await measures.listMeasures(identity, query.surveyId, Date.now())),
);
