import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { sessionStore } from '@/lib/session/session-store';

/** A signed-in member of client 1 (the token is only sent to MSW, never checked). */
export function signIn(): void {
  sessionStore.set({
    userId: 'user-1',
    clientId: 1,
    accessToken: 'zugangs-token',
    idToken: 'id-token',
    refreshToken: 'erneuerungs-token',
    expiresAt: Date.now() + 3_600_000,
  });
}

/**
 * Renders a screen as the app does (i18n, TanStack Query, MUI theme) inside a router at `path`.
 * Each call has its own query cache; failed reads are not retried, so an error shows at once.
 */
export function renderScreen(screen: ReactElement, { path = '/' }: { readonly path?: string } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <AppProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
      </QueryClientProvider>
    </AppProvider>,
  );
  return { ...view, queryClient };
}
