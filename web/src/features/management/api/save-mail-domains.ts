import type { MailDomainSettings } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** PUT /api/client/mailDomains — only a platform superuser may go beyond the users' domains. */
export function saveMailDomains(domains: readonly string[]): Promise<MailDomainSettings> {
  return api('putClientMailDomains', { body: { domains: [...domains] } });
}

export function useSaveMailDomains() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailDomains,
    onSuccess: (saved) => queryClient.setQueryData(managementKeys.mailDomains(), saved),
  });
}
