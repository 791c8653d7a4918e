import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { sessionStore } from '@/lib/session/session-store';

/** Logout: forget the tokens and every cached answer of this user, then back to the login. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    sessionStore.clear();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
}
