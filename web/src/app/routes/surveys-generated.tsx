import { GeneratedSurveyPage } from '@/features/surveys/components/GeneratedSurveyPage';

/** /surveys/generated: the stand-alone preview of a generated survey. */
export function Component() {
  return <GeneratedSurveyPage />;
}
