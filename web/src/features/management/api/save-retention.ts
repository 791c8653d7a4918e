import type { RetentionSettings, RetentionSettingsRequest } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** PUT /api/client/retention — saves the retention period (whole months, 1 to 120). */
export function saveRetention(settings: RetentionSettingsRequest): Promise<RetentionSettings> {
  return api('putClientRetention', { body: settings });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRetention,
    onSuccess: (saved) => queryClient.setQueryData(managementKeys.retention(), saved),
  });
}
