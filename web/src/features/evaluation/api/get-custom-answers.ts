import type { CustomSurveyAnswers } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';
import { evaluationKeys } from './keys';

/**
 * GET /api/px/survey/{id}/answers (the custom survey analytics): the respondents'
 * answer records and the free-text answers apart, redacted by the server below the thresholds.
 */
export function getCustomAnswers(surveyId: string, signal?: AbortSignal): Promise<CustomSurveyAnswers> {
  return api('getPxSurveyByIdAnswers', { path: { id: surveyId }, signal });
}

export function customAnswersQueryOptions(surveyId: string) {
  return routeQueryOptions(evaluationKeys.customAnswers(surveyId), (signal) =>
    getCustomAnswers(surveyId, signal),
  );
}

export function useCustomAnswers(surveyId: string) {
  return useQuery(customAnswersQueryOptions(surveyId));
}
