import { updateUserRequest } from '@prozesspuls/shared';
import { updateUser } from '../../domain/admin/users.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** Answers the updated user, or 0 when the e-mail belongs to another user (the specified alert). */
export const handler = apiRoute('users/putUser', { body: updateUserRequest }, async ({ identity, body }) =>
  ok(await updateUser(identity, body)),
);
