import * as schemas from '@prozesspuls/shared';
import * as checklists from '../../domain/checklists/checklists.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'checklists/getChecklistById',
  { path: schemas.checklistPath },
  async ({ identity, path }) => ok(await checklists.getChecklist(identity, path.id)),
);
