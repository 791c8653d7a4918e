import { MeasuresPlanPage } from '@/features/evaluation/components/measures/MeasuresPlanPage';

/** /surveys/measures: the measures plan of one survey (`?surveyId=`) or of all surveys. */
export function Component() {
  return <MeasuresPlanPage />;
}
