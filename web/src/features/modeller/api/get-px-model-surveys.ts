import type { ModelProcessSurvey } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';

export const pxModelSurveysKey = (uuid: string) => ['modeller', uuid, 'px', 'surveys'] as const;

/** How often the list is asked again while a survey's job (finish, evaluation point) runs. */
const JOB_POLL_MS = 2000;

const jobRunning = (surveys: readonly ModelProcessSurvey[] | undefined) =>
  surveys?.some((survey) => survey.info.job?.running) ?? false;

/**
 * GET /api/px/survey/bpmn/{uuid} — the model's process surveys (PX overview), newest first; asked
 * again every 2 s while one of them has a job running, so its end shows without a reload.
 */
export function usePxModelSurveys(uuid: string, enabled: boolean) {
  return useQuery({
    ...routeQueryOptions(
      pxModelSurveysKey(uuid),
      (signal): Promise<ModelProcessSurvey[]> => api('getPxSurveyBpmnByUuid', { path: { uuid }, signal }),
    ),
    enabled,
    refetchInterval: (query) => (jobRunning(query.state.data) ? JOB_POLL_MS : false),
  });
}
