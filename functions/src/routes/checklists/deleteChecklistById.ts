import * as schemas from '@prozesspuls/shared';
import * as checklists from '../../domain/checklists/checklists.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContentAfter } from '../../http/responses.js';

export const handler = apiRoute(
  'checklists/deleteChecklistById',
  { path: schemas.checklistPath },
  ({ identity, path }) => noContentAfter(checklists.deleteChecklist(identity, path.id)),
);
