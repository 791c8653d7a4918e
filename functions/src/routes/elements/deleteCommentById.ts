import * as z from 'zod/mini';
import { deleteComment } from '../../domain/elementContent/comments.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContentAfter } from '../../http/responses.js';

const path = z.object({ id: z.string().check(z.uuid()) });

/** Its author or the model's owner. */
export const handler = apiRoute('elements/deleteCommentById', { path }, async ({ identity, path }) =>
  noContentAfter(deleteComment(identity, path.id)),
);
