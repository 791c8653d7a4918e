import type { JoinClientResponse } from '@prozesspuls/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/**
 * POST /api/user/join — accepts the invitation of the mailed link `/join/{token}` for the
 * signed-in user; only then is the user a member of that client.
 */
export function joinClient(token: string): Promise<JoinClientResponse> {
  return api('postUserJoin', { body: { token } });
}

export function useJoinClient() {
  return useMutation({ mutationFn: joinClient });
}
