import type { ModelProcessSurvey } from '@prozesspuls/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/call';
import { routeQueryOptions } from '@/lib/api/route-query';

export const pxModelSurveysKey = (uuid: string) => ['modeller', uuid, 'px', 'surveys'] as const;

/** GET /api/px/survey/bpmn/{uuid} — the model's process surveys (PX overview), newest first. */
export function usePxModelSurveys(uuid: string, enabled: boolean) {
  return useQuery({
    ...routeQueryOptions(
      pxModelSurveysKey(uuid),
      (signal): Promise<ModelProcessSurvey[]> => api('getPxSurveyBpmnByUuid', { path: { uuid }, signal }),
    ),
    enabled,
  });
}
