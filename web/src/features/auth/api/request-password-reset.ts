import type { OkResponse } from '@prozesspuls/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/authenticate/resetPassword — mails a link to set a new password. */
export function requestPasswordReset(email: string): Promise<OkResponse> {
  return apiRequest<OkResponse>('/authenticate/resetPassword', {
    method: 'POST',
    json: { email: email.trim() },
    authenticated: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
