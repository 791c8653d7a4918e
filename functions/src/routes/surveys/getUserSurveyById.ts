import { openUserSurvey } from '../../domain/participation/memberSurveys.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** A survey sent to the signed-in member, with a fresh personal token for the participation page. */
export const handler = apiRoute('surveys/getUserSurveyById', { path: idPath }, async ({ identity, path }) =>
  ok(await openUserSurvey(identity, path.id)),
);
