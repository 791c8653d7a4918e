import type { OpenSurvey, UserSurveyParticipation } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';

/** GET /api/user/survey: the signed-in member's open surveys of the current client. */
export function getOpenSurveys(signal?: AbortSignal): Promise<OpenSurvey[]> {
  return api('getUserSurvey', { signal });
}

export function useOpenSurveys() {
  return useQuery(routeQueryOptions(['dashboard', 'open-surveys'], (signal) => getOpenSurveys(signal)));
}

/** GET /api/user/survey/{id}: a personal participation token of the member for that survey. */
export function getSurveyParticipation(surveyId: string): Promise<UserSurveyParticipation> {
  return api('getUserSurveyById', { path: { id: surveyId } });
}
