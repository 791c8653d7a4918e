import type { AnonymitySettings } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useCacheReplacingMutation } from '@/lib/api/route-mutation';
import { managementKeys } from './keys';

/** PUT /api/px/evaluation/settings — raises the thresholds (the server refuses lowering them). */
export function useSaveAnonymitySettings() {
  return useCacheReplacingMutation(
    (settings: AnonymitySettings) => api('putPxEvaluationSettings', { body: settings }),
    managementKeys.anonymity(),
  );
}
