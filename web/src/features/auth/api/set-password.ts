import type { OkResponse } from '@prozesspuls/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface SetPasswordInput {
  readonly authToken: string;
  readonly password: string;
}

/** POST /api/authenticate/authToken (form fields authToken, password) — sets the password from a mailed link. */
export function setPassword(input: SetPasswordInput): Promise<OkResponse> {
  return apiRequest<OkResponse>('/authenticate/authToken', {
    method: 'POST',
    form: { authToken: input.authToken, password: input.password },
    authenticated: false,
  });
}

export function useSetPassword(options: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: setPassword, onSuccess: () => options.onSuccess?.() });
}
