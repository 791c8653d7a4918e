import type { EvaluationModuleNumber } from '@prozesspuls/shared/px';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import type { EvaluationPointView } from '../utils/evaluation-view';
import { evaluationKeys } from './keys';

/**
 * GET /api/px/evaluation/timestamp/{id}/module/{module}: every evaluation point of the survey for
 * one module view (1.1 outcome, 1, 2, 5), redacted below the anonymity threshold by the server.
 */
export function getModuleEvaluations(
  surveyId: string,
  module: EvaluationModuleNumber,
  signal?: AbortSignal,
): Promise<readonly EvaluationPointView[]> {
  return api('getPxEvaluationTimestampByIdModuleByModule', { path: { id: surveyId, module }, signal });
}

export function moduleEvaluationsQueryOptions(surveyId: string, module: EvaluationModuleNumber) {
  return routeQueryOptions(evaluationKeys.points(surveyId, module), (signal) =>
    getModuleEvaluations(surveyId, module, signal),
  );
}

/** Disabled (no request, no cached data) while `module` is null. */
export function useModuleEvaluations(surveyId: string, module: EvaluationModuleNumber | null) {
  return useQuery({
    queryKey: evaluationKeys.points(surveyId, module ?? 'none'),
    queryFn: ({ signal }) => (module ? getModuleEvaluations(surveyId, module, signal) : Promise.resolve([])),
    enabled: module !== null,
  });
}
