import type { SwitchClientResponse } from '@prozesspuls/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { sessionStore } from '@/lib/session/session-store';

/** POST /api/user/client — makes another of the user's clients the current one. */
export function switchClient(clientId: number): Promise<SwitchClientResponse> {
  return api('postUserClient', { body: { clientId } });
}

/** Switches the client, then reloads the page so every screen starts fresh in the new client. */
export function useSwitchClient() {
  return useMutation({
    mutationFn: switchClient,
    onSuccess: ({ clientId }) => {
      const session = sessionStore.get();
      if (session) sessionStore.set({ ...session, clientId });
      window.location.reload();
    },
  });
}
