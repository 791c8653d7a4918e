import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api-error';
import { forgetOnSessionExpiry } from './session/session-expiry';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The app's one query cache. Only the routes that read the API import it (the shell with its
 * pages, set-password and join: app/routes/query-layout.tsx and app/shell-routes.ts), so the
 * login page loads no TanStack Query. When the tokens cannot be renewed, this user's cached
 * answers are forgotten.
 */
export const queryClient = createQueryClient();
forgetOnSessionExpiry(() => queryClient.clear());
