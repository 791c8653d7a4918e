import type { ProcessEvaluationPoint } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';

export const pxProcessEvaluationKey = (uuid: string) => ['modeller', uuid, 'px', 'evaluation'] as const;

/**
 * GET /api/px/evaluation/process/{uuid}/timestamp — the evaluation points of the model's process
 * surveys with their element scores, oldest first (redacted below the anonymity threshold).
 */
export function usePxProcessEvaluation(uuid: string, enabled: boolean) {
  return useQuery({
    ...routeQueryOptions(
      pxProcessEvaluationKey(uuid),
      (signal): Promise<ProcessEvaluationPoint[]> =>
        api('getPxEvaluationProcessByUuidTimestamp', { path: { uuid }, signal }),
    ),
    enabled,
  });
}
