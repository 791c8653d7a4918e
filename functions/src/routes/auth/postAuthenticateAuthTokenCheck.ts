import { checkAuthTokenRequest, MSG } from '@prozesspuls/shared';
import { authTokenUsable } from '../../domain/auth/authTokens.js';
import { RuleViolation } from '../../domain/errors.js';
import { publicRoute } from '../../http/apiRoute.js';
import { ok } from '../../http/responses.js';

/** A link that would still be accepted answers 200; a dead one the same 400 as setting the password. */
export const handler = publicRoute(
  'auth/postAuthenticateAuthTokenCheck',
  { body: checkAuthTokenRequest },
  async ({ body }) => {
    if (!(await authTokenUsable(body.authToken))) throw new RuleViolation(MSG.tokenInvalid);
    return ok({ ok: true });
  },
);
