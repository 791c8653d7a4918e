import type { DashboardEvaluation } from '@prozesspuls/shared';
import type { EvaluationModuleNumber } from '@prozesspuls/shared/px';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

export const dashboardEvaluationKeys = {
  module: (module: EvaluationModuleNumber) => ['dashboard-evaluations', module] as const,
};

/** GET /api/px/evaluation/module/{module}: the latest evaluation of each survey of the module. */
export function getDashboardEvaluations(
  module: EvaluationModuleNumber,
  signal?: AbortSignal,
): Promise<readonly DashboardEvaluation[]> {
  return api('getPxEvaluationModuleByModule', { path: { module }, signal });
}

/** The selected tab's evaluations; switching to a tab always refetches. */
export function useDashboardEvaluations(module: EvaluationModuleNumber) {
  return useQuery({
    queryKey: dashboardEvaluationKeys.module(module),
    queryFn: ({ signal }) => getDashboardEvaluations(module, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
