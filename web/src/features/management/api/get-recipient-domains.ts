import type { SurveyRecipientDomains } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { ALWAYS_REFETCH, routeQueryOptions } from '@/lib/api/route-query';
import { managementKeys } from './keys';

/** GET /api/client/survey/recipientDomains — per survey the recipients per mail domain, no addresses. */
export function recipientDomainsQueryOptions() {
  return routeQueryOptions(
    managementKeys.recipientDomains(),
    (signal): Promise<SurveyRecipientDomains[]> => api('getClientSurveyRecipientDomains', { signal }),
    ALWAYS_REFETCH,
  );
}

export function useRecipientDomains() {
  return useQuery(recipientDomainsQueryOptions());
}
