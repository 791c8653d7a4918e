import { listComments } from '../../domain/elementContent/comments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { elementPath } from '../../http/elementContentPaths.js';
import { elementOfPath } from '../../http/pathParams.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute(
  'elements/getCommentBpmnByUuidElementById',
  { path: elementPath },
  async ({ identity, path }) => ok(await listComments(identity, elementOfPath(path))),
);
