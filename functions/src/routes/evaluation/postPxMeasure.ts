import * as schemas from '@prozesspuls/shared';
import * as measures from '../../domain/measures/measures.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** A new measure on a node or question of a survey's evaluation. */
export const handler = apiRoute(
  'evaluation/postPxMeasure',
  { body: schemas.createMeasureRequest },
  async ({ identity, body }) => ok(await measures.createMeasure(identity, body, Date.now())),
);
