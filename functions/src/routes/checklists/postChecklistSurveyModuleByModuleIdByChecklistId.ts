import * as schemas from '@prozesspuls/shared';
import * as checklists from '../../domain/checklists/checklists.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Links a survey of module 1 or 2 to a checklist; answers the checklist. */
export const handler = apiRoute(
  'checklists/postChecklistSurveyModuleByModuleIdByChecklistId',
  { path: schemas.connectChecklistSurveyPath, body: schemas.connectChecklistSurveyRequest },
  async ({ identity, path, body }) =>
    ok(await checklists.connectSurvey(identity, path.moduleId, path.checklistId, body.surveyId, Date.now())),
);
