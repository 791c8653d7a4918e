import { modelQuestions } from '../../domain/px-model/elementQuestions.js';
import { apiRoute } from '../../http/apiRoute.js';
import { modelPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

/** Every PX question attached to the model's elements, grouped by element in diagram order. */
export const handler = apiRoute('px-model/getPxBpmnByUuid', { path: modelPath }, async ({ identity, path }) =>
  ok(await modelQuestions(identity, path.uuid)),
);
