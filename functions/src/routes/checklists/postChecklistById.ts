import * as schemas from '@prozesspuls/shared';
import * as checklists from '../../domain/checklists/checklists.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Saves the answers of the version the page loaded (409 when it is no longer current). */
export const handler = apiRoute(
  'checklists/postChecklistById',
  { path: schemas.checklistPath, body: schemas.saveChecklistRequest },
  async ({ identity, path, body }) => ok(await checklists.saveChecklist(identity, path.id, body, Date.now())),
);
