import { listComments } from '../../domain/elementContent/comments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { elementOfPath, modelElementPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/getCommentBpmnByUuidElementById',
  { path: modelElementPath },
  async ({ identity, path }) => ok(await listComments(identity, elementOfPath(path))),
);
