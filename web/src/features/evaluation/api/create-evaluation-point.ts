import type { SurveyJobStarted } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';

/**
 * POST /api/px/evaluation/timestamp — starts the survey's next evaluation point (a Step Functions
 * job); the survey loads again and shows the job until the point is stored. A refusal (too few
 * answers for the anonymity threshold) carries the server's German reason.
 */
export function createEvaluationPoint(surveyId: string): Promise<SurveyJobStarted> {
  return api('postPxEvaluationTimestamp', { body: { surveyId } });
}

export function useCreateEvaluationPoint(surveyId: string) {
  return useInvalidatingMutation(() => createEvaluationPoint(surveyId), queryKeys.surveys.detail(surveyId));
}
