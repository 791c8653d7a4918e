import * as z from 'zod';
import { userDetails } from '../../domain/users/userDetails.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

const path = z.object({ id: z.string().min(1).max(320) });

export const handler = apiRoute('getUserById', { path }, async ({ identity, path }) =>
  ok(await userDetails(identity, path.id)),
);
