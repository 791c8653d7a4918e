import type { SurveySummary } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { checklistKeys } from './keys';

/** GET /api/px/survey/module/{module}: the client's active surveys of module 1 or 2 (the dialogs' choice). */
export function useModuleSurveys(module: 1 | 2, enabled = true) {
  return useQuery({
    queryKey: checklistKeys.surveys(module),
    queryFn: ({ signal }): Promise<SurveySummary[]> =>
      api('getPxSurveyModuleByModule', { path: { module: String(module) }, signal }),
    staleTime: 30_000,
    enabled,
  });
}
