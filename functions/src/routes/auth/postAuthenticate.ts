import { loginRequest } from '@prozesspuls/shared';
import { login } from '../../domain/auth/login.js';
import { publicRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = publicRoute('auth/postAuthenticate', { body: loginRequest }, async ({ body }) =>
  ok(await login(body.userName, body.password)),
);
