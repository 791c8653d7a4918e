import { api } from '@/lib/api/call';
import { useCacheReplacingMutation } from '@/lib/api/route-mutation';
import { managementKeys } from './keys';

/** PUT /api/client/mailDomains — only a platform superuser may go beyond the users' domains. */
export function useSaveMailDomains() {
  return useCacheReplacingMutation(
    (domains: readonly string[]) => api('putClientMailDomains', { body: { domains: [...domains] } }),
    managementKeys.mailDomains(),
  );
}
