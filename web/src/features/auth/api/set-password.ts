import type { OkResponse } from '@prozesspuls/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

export interface SetPasswordInput {
  readonly authToken: string;
  readonly password: string;
}

/** POST /api/authenticate/authToken (form fields authToken, password) — sets the password from a mailed link. */
export function setPassword(input: SetPasswordInput): Promise<OkResponse> {
  return api('postAuthenticateAuthToken', {
    body: { authToken: input.authToken, password: input.password },
  });
}

export function useSetPassword(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: setPassword, onSuccess: () => options.onSuccess?.() });
}
