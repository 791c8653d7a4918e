import type { OkResponse } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

/** POST /api/authenticate/authToken/check (form field authToken) — whether a mailed link still works, without using it. */
export function checkAuthToken(authToken: string): Promise<OkResponse> {
  return api('postAuthenticateAuthTokenCheck', { body: { authToken } });
}

/** Checked once when the set-password screen opens; a dead link is an error, not retried. */
export function useAuthTokenCheck(authToken: string) {
  return useQuery({
    queryKey: ['authTokenCheck', authToken],
    queryFn: () => checkAuthToken(authToken),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
