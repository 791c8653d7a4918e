import * as schemas from '@prozesspuls/shared';
import * as measures from '../../domain/measures/measures.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'evaluation/putPxMeasureById',
  { body: schemas.updateMeasureRequest, path: idPath },
  async ({ identity, body, path }) => ok(await measures.updateMeasure(identity, path.id, body, Date.now())),
);
