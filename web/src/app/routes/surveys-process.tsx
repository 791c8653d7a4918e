import { ProcessSurveyPage } from '@/features/modeller/components/px/ProcessSurveyPage';

/** /surveys/processSurvey: the process survey built in the modeller's PX mode (seed 002 §2.7). */
export function Component() {
  return <ProcessSurveyPage />;
}
