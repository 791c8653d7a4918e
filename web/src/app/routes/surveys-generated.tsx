import { GeneratedSurveyPage } from '@/features/surveys/components/GeneratedSurveyPage';

/** /surveys/generated: the stand-alone preview of a generated survey (seed 002 §2.7). */
export function Component() {
  return <GeneratedSurveyPage />;
}
