import { ResendSurveyPage } from '@/features/surveys/components/ResendSurveyPage';

/** /surveys/send: the resend screen of 'Umfrage erneut starten' (seed 002 §2.8). */
export function Component() {
  return <ResendSurveyPage />;
}
