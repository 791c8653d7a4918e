import { rolesOf } from '../../domain/users/userDetails.js';
import { apiRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = apiRoute('users/getUserRoles', async ({ identity }) => ok(await rolesOf(identity)));
