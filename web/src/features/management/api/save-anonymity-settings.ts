import type { AnonymitySettings, AnonymitySettingsView } from '@prozesspuls/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { managementKeys } from './keys';

/** PUT /api/px/evaluation/settings — raises the thresholds (the server refuses lowering them). */
export function saveAnonymitySettings(settings: AnonymitySettings): Promise<AnonymitySettingsView> {
  return api('putPxEvaluationSettings', { body: settings });
}

export function useSaveAnonymitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnonymitySettings,
    onSuccess: (saved) => queryClient.setQueryData(managementKeys.anonymity(), saved),
  });
}
