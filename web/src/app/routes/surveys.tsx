import { SurveyListPage } from '@/features/surveys/components/SurveyListPage';

/** /surveys: 'Umfragen'. */
export function Component() {
  return <SurveyListPage />;
}
