import type { IntegrationSettings } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** POST /api/client/integration — validated on the server like in the form. */
export function saveIntegration(settings: IntegrationSettings): Promise<IntegrationSettings> {
  return api('postClientIntegration', { body: settings });
}

export function useSaveIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIntegration,
    onSuccess: (saved) => {
      queryClient.setQueryData(managementKeys.integration(saved.clientToChangeId), saved);
      return queryClient.invalidateQueries({ queryKey: managementKeys.audit() });
    },
  });
}
