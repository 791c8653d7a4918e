import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';

/** GET /api/client/integration/state: whether the client hands surveys to its external workflow system. */
export async function getIntegrationEnabled(signal?: AbortSignal): Promise<boolean> {
  const answer: unknown = await api('getClientIntegrationState', { signal });
  return typeof answer === 'object' && answer !== null && 'integrationState' in answer
    ? answer.integrationState === true
    : false;
}

export function useIntegrationEnabled() {
  return useQuery(
    routeQueryOptions(['surveys-lookups', 'integration-state'], (signal) => getIntegrationEnabled(signal)),
  );
}
