import * as z from 'zod';
import { deleteUser } from '../../domain/privacy/userErasure.js';
import { apiRoute } from '../../http/apiRoute.js';
import { noContentAfter } from '../../http/responses.js';

const path = z.object({ id: z.string().min(1).max(320) });

/** Art. 17 DSGVO: a tenant admin deletes a user of the own client (204). */
export const handler = apiRoute('deleteUserById', { path }, async ({ identity, path }) =>
  noContentAfter(deleteUser(identity, path.id)),
);
