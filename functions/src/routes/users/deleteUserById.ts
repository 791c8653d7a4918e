import * as z from 'zod/mini';
import { deleteUser } from '../../domain/privacy/userErasure.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContentAfter } from '../../http/responses.js';

const path = z.object({ id: z.string().check(z.minLength(1), z.maxLength(320)) });

/** Art. 17 DSGVO: a tenant admin deletes a user of the own client (204). */
export const handler = apiRoute('users/deleteUserById', { path }, async ({ identity, path }) =>
  noContentAfter(deleteUser(identity, path.id)),
);
