import { deleteSurvey } from '../../domain/surveys/deleteSurvey.js';
import { apiRoute } from '../../http/apiRoute.js';
import { idPath } from '../../http/pathParams.js';
import { noContentAfter } from '../../http/responses.js';

/** Removes the survey with its stored schema (and, once they exist, its evaluations and sent links). */
export const handler = apiRoute('surveys/deletePxSurveyById', { path: idPath }, async ({ identity, path }) =>
  noContentAfter(deleteSurvey(identity, path.id)),
);
