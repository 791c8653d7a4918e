import { ProcessSurveyPage } from '@/features/modeller/components/px/ProcessSurveyPage';

/** /surveys/processSurvey: the process survey built in the modeller's PX mode. */
export function Component() {
  return <ProcessSurveyPage />;
}
