import { api } from '@/lib/api/call';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';
import { firstStepsKey } from './get-first-steps';

/** DELETE /api/user/firstSteps: hides the checklist for the whole client. */
export function useHideFirstSteps() {
  return useInvalidatingMutation(() => api('deleteUserFirstSteps'), firstStepsKey());
}
