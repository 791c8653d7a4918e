import * as z from 'zod/mini';
import { userDetails } from '../../domain/users/userDetails.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ id: z.string().check(z.minLength(1), z.maxLength(320)) });

export const handler = apiRoute('users/getUserById', { path }, async ({ identity, path }) =>
  ok(await userDetails(identity, path.id)),
);
