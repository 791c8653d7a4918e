import { QuestionOverview } from '@/features/questions-px/components/QuestionOverview';

/** '/questions' and '/questions/manageQuestions': the question overview 'Fragen'. */
export function Component() {
  return <QuestionOverview />;
}
