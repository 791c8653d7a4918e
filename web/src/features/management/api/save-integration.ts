import type { IntegrationSettings } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { managementKeys } from './keys';

/** POST /api/client/integration — validated on the server like in the form. */
export function saveIntegration(settings: IntegrationSettings): Promise<IntegrationSettings> {
  return apiRequest<IntegrationSettings>('/client/integration', { method: 'POST', json: settings });
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
