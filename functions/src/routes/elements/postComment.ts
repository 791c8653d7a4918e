import { createCommentRequest } from '@prozesspuls/shared';
import { createComment } from '../../domain/elementContent/comments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Any member who sees the model comments on one of its elements (not the process itself). */
export const handler = apiRoute(
  'elements/postComment',
  { body: createCommentRequest },
  async ({ identity, body }) =>
    ok(await createComment(identity, body.uuidModel, body.elementId, body.text), 201),
);
