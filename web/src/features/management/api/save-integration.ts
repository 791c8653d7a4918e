import type { IntegrationSettings } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useCacheUpdatingMutation } from '@/lib/api/route-mutation';
import { managementKeys } from './keys';

/** POST /api/client/integration — validated on the server like in the form. */
export function saveIntegration(settings: IntegrationSettings): Promise<IntegrationSettings> {
  return api('postClientIntegration', { body: settings });
}

export function useSaveIntegration() {
  return useCacheUpdatingMutation(saveIntegration, (queryClient, saved) => {
    queryClient.setQueryData(managementKeys.integration(saved.clientToChangeId), saved);
    return queryClient.invalidateQueries({ queryKey: managementKeys.audit() });
  });
}
