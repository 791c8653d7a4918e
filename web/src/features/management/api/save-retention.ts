import type { RetentionSettingsRequest } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useCacheReplacingMutation } from '@/lib/api/route-mutation';
import { managementKeys } from './keys';

/** PUT /api/client/retention — saves the retention period (whole months, 1 to 120). */
export function useSaveRetention() {
  return useCacheReplacingMutation(
    (settings: RetentionSettingsRequest) => api('putClientRetention', { body: settings }),
    managementKeys.retention(),
  );
}
