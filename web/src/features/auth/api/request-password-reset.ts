import type { OkResponse } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { usePublicCall } from '@/lib/api/use-public-call';

/** POST /api/authenticate/resetPassword — mails a link to set a new password. */
export function requestPasswordReset(email: string): Promise<OkResponse> {
  return api('postAuthenticateResetPassword', { body: { email: email.trim() } });
}

export function useRequestPasswordReset() {
  return usePublicCall(requestPasswordReset);
}
