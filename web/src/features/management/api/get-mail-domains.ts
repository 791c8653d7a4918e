import type { MailDomainSettings } from '@prozesspuls/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** GET /api/client/mailDomains — the mail domains whose addresses may receive surveys. */
export function getMailDomains(signal?: AbortSignal): Promise<MailDomainSettings> {
  return api('getClientMailDomains', { signal });
}

export function mailDomainsQueryOptions() {
  return queryOptions({
    queryKey: managementKeys.mailDomains(),
    queryFn: ({ signal }) => getMailDomains(signal),
    staleTime: 0,
  });
}

export function useMailDomains() {
  return useQuery(mailDomainsQueryOptions());
}
