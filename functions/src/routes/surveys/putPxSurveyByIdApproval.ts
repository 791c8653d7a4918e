import { surveyApprovalPath } from '@prozesspuls/shared';
import { approveSurvey } from '../../domain/worksCouncil/worksCouncil.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** The works council approves a questionnaire of its client (once). */
export const handler = apiRoute(
  'surveys/putPxSurveyByIdApproval',
  { path: surveyApprovalPath },
  async ({ identity, path }) => ok(await approveSurvey(identity, path.id)),
);
