import type { SurveySchema } from '@prozesspuls/shared/px';
import { useCreateSurveyFrom } from '@/lib/api/create-survey';

export interface ProcessSurveyRequest {
  readonly uuid: string;
  /** The schema shown on the summary page; the server rebuilds its pages from the model's questions. */
  readonly schema: SurveySchema;
}

/** A process survey: module Module_Four and the model (PX_WRITE). */
export function useCreateProcessSurvey() {
  return useCreateSurveyFrom(({ uuid, schema }: ProcessSurveyRequest) => ({
    title: schema.title,
    deadlineDate: null,
    module: 'Module_Four',
    uuid,
    surveySchema: schema,
  }));
}
