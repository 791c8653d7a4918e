import * as measures from '../../domain/measures/measures.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'evaluation/deletePxMeasureById',
  { path: idPath },
  async ({ identity, path }) => noContentAfter(measures.deleteMeasure(identity, path.id)),
);
