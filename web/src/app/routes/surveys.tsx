import { SurveyListPage } from '@/features/surveys/components/SurveyListPage';

/** /surveys: 'Umfragen' (seed 002 §2.4). */
export function Component() {
  return <SurveyListPage />;
}
