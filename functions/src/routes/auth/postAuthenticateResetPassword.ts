import { resetPasswordRequest } from '@prozesspuls/shared';
import { requestPasswordReset } from '../../domain/auth/passwordReset.js';
import { publicRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

export const handler = publicRoute(
  'auth/postAuthenticateResetPassword',
  { body: resetPasswordRequest },
  async ({ body }) => {
    await requestPasswordReset(body.email);
    return ok({ ok: true });
  },
);
