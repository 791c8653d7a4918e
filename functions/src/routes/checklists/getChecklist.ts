import * as checklists from '../../domain/checklists/checklists.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The client's checklists for the overview. */
export const handler = apiRoute('checklists/getChecklist', {}, async ({ identity }) =>
  ok(await checklists.listChecklists(identity)),
);
