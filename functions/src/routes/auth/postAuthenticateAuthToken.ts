import { setPasswordRequest } from '@prozesspuls/shared';
import { setPasswordWithToken } from '../../domain/auth/passwordReset.js';
import { publicRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = publicRoute(
  'auth/postAuthenticateAuthToken',
  { body: setPasswordRequest },
  async ({ body }) => {
    await setPasswordWithToken(body.authToken, body.password);
    return ok({ ok: true });
  },
);
