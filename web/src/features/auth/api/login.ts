import type { LoginResponse } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { usePublicCall } from '@/lib/api/use-public-call';
import { sessionFromLogin } from '@/lib/session/session';
import { sessionStore } from '@/lib/session/session-store';

export interface Credentials {
  readonly userName: string;
  readonly password: string;
}

/** Raised when the server answers with a negative client id. */
export class LoginValidationError extends Error {
  constructor() {
    super('Anmeldung fehlgeschlagen. Bitte prüfen Sie E-Mail und Passwort.');
    this.name = 'LoginValidationError';
  }
}

/** POST /api/authenticate (form fields userName, password) → tokens and the current client. */
export async function login(credentials: Credentials): Promise<LoginResponse> {
  const response = await api('postAuthenticate', {
    body: { userName: credentials.userName.trim(), password: credentials.password },
  });
  if (!(response.clientId >= 0)) throw new LoginValidationError();
  return response;
}

/** Signs in and stores the session (tokens, user id, client id — never the password). */
export function useLogin(options: { onSuccess?: () => void } = {}) {
  return usePublicCall(async (credentials: Credentials) => {
    sessionStore.set(sessionFromLogin(await login(credentials), Date.now()));
  }, options.onSuccess);
}
