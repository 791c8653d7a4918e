import { elementNumberBatchRequest } from '@prozesspuls/shared';
import * as numbers from '../../domain/modelling/elementNumbers.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** Many numbers of one model in one call ('Alle Elemente nummerieren'); see assignNumbers. */
export const handler = apiRoute(
  'elements/putElementNumberBpmnByUuid',
  { body: elementNumberBatchRequest, path: modelPath },
  async ({ identity, body, path }) => ok(await numbers.assignNumbers(identity, path.uuid, body.numbers)),
);
