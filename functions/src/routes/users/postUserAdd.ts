import { addUserRequest } from '@prozesspuls/shared';
import { addUser } from '../../domain/admin/users.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('users/postUserAdd', { body: addUserRequest }, async ({ identity, body }) =>
  ok(await addUser(identity, body), 201),
);
