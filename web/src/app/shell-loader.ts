import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { clientColorQueryOptions } from '@/features/client-branding/api/get-client-color';
import { clientIconQueryOptions } from '@/features/client-branding/api/get-client-icon';
import { releaseNotesQueryOptions } from '@/features/release-notes/api/get-release-notes';
import { userQueryOptions } from '@/features/users/api/get-user';
import { sessionStore } from '@/lib/session/session-store';

/**
 * Starts the shell's requests while its code is still downloading. It waits for the client colour
 * only, so the shell appears in the client's colour instead of flashing the default first.
 * Failures are left to the components, which show them with a retry.
 */
export function shellLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    const session = sessionStore.get();
    if (!session) return null;
    void queryClient.prefetchQuery(userQueryOptions(session.userId));
    void queryClient.prefetchQuery(clientIconQueryOptions());
    void queryClient.prefetchQuery(releaseNotesQueryOptions());
    await queryClient.prefetchQuery(clientColorQueryOptions());
    return null;
  };
}
