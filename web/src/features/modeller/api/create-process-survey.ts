import type { SurveyDetails } from '@prozesspuls/shared';
import type { SurveySchema } from '@prozesspuls/shared/px';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/call';

export interface ProcessSurveyRequest {
  readonly uuid: string;
  /** The schema shown on the summary page; the server rebuilds its pages from the model's questions. */
  readonly schema: SurveySchema;
}

/** POST /api/px/survey with module Module_Four and the model — a process survey (PX_WRITE). */
export function useCreateProcessSurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, schema }: ProcessSurveyRequest): Promise<SurveyDetails> =>
      api('postPxSurvey', {
        body: { title: schema.title, deadlineDate: null, module: 'Module_Four', uuid, surveySchema: schema },
      }),
    // The survey list (keys below 'surveys') loads afresh when /surveys opens.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['surveys'] }),
  });
}
