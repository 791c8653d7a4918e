import type { EvaluationModuleNumber } from '@prozesspuls/shared/px';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import type { EvaluationPointView } from '../utils/evaluation-view';
import type { SubgroupChoice } from '../utils/subgroups';
import { evaluationKeys } from './keys';

/**
 * GET /api/px/evaluation/timestamp/{id}/module/{module}: every evaluation point of the survey for
 * one module view (1.1 outcome, 1, 2, 5), redacted below the anonymity threshold by the server;
 * with a subgroup ('Teilgruppe'), only the answers that chose its option of a personal question.
 */
export function getModuleEvaluations(
  surveyId: string,
  module: EvaluationModuleNumber,
  signal?: AbortSignal,
  subgroup: SubgroupChoice | null = null,
): Promise<readonly EvaluationPointView[]> {
  return api('getPxEvaluationTimestampByIdModuleByModule', {
    path: { id: surveyId, module },
    query: subgroup ? { personalQuestion: subgroup.personalQuestionId, option: subgroup.option } : {},
    signal,
  });
}

export function moduleEvaluationsQueryOptions(surveyId: string, module: EvaluationModuleNumber) {
  return routeQueryOptions(evaluationKeys.points(surveyId, module), (signal) =>
    getModuleEvaluations(surveyId, module, signal),
  );
}

/** Disabled (no request, no cached data) while `module` is null. */
export function useModuleEvaluations(
  surveyId: string,
  module: EvaluationModuleNumber | null,
  subgroup: SubgroupChoice | null = null,
) {
  return useQuery({
    queryKey: subgroup
      ? evaluationKeys.subgroupPoints(
          surveyId,
          module ?? 'none',
          subgroup.personalQuestionId,
          subgroup.option,
        )
      : evaluationKeys.points(surveyId, module ?? 'none'),
    queryFn: ({ signal }) =>
      module ? getModuleEvaluations(surveyId, module, signal, subgroup) : Promise.resolve([]),
    enabled: module !== null,
  });
}
