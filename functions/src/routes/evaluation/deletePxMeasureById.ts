import * as measures from '../../domain/measures/measures.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { noContent } from '../../http/responses.js';

export const handler = apiRoute(
  'evaluation/deletePxMeasureById',
  { path: idPath },
  async ({ identity, path }) => {
    await measures.deleteMeasure(identity, path.id);
    return noContent();
  },
);
