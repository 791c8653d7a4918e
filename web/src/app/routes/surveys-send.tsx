import { ResendSurveyPage } from '@/features/surveys/components/ResendSurveyPage';

/** /surveys/send: the resend screen of 'Umfrage erneut starten'. */
export function Component() {
  return <ResendSurveyPage />;
}
