import * as schemas from '@prozesspuls/shared';
import * as checklists from '../../domain/checklists/checklists.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** A new checklist of the caller; answers its id. */
export const handler = apiRoute(
  'checklists/postChecklist',
  { body: schemas.createChecklistRequest },
  async ({ identity, body }) => ok(await checklists.createChecklist(identity, body, Date.now())),
);
