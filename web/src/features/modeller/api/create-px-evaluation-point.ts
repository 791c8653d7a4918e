import type { SurveyJobStarted } from '@prozesspuls/shared';
import { api } from '@/lib/api/call';
import { useInvalidatingMutation } from '@/lib/api/route-mutation';
import { pxModelSurveysKey } from './get-px-model-surveys';

/**
 * POST /api/px/evaluation/process/timestamp — starts the evaluation point of a process survey (a
 * Step Functions job); the model's survey list loads again and shows the job until it is done.
 */
export function useCreatePxEvaluationPoint(uuid: string) {
  return useInvalidatingMutation(
    (surveyId: string): Promise<SurveyJobStarted> =>
      api('postPxEvaluationProcessTimestamp', { body: { surveyId } }),
    pxModelSurveysKey(uuid),
  );
}
