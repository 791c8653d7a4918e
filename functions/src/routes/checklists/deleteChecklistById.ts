import * as schemas from '@prozesspuls/shared';
import * as checklists from '../../domain/checklists/checklists.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContent } from '../../http/responses.js';

export const handler = apiRoute(
  'deleteChecklistById',
  { path: schemas.checklistPath },
  async ({ identity, path }) => {
    await checklists.deleteChecklist(identity, path.id);
    return noContent();
  },
);
