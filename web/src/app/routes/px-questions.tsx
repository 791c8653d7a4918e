import { QuestionOverview } from '@/features/px-questions/components/QuestionOverview';

/** '/questions' and '/questions/manageQuestions': the question overview 'Fragen'. */
export function Component() {
  return <QuestionOverview />;
}
