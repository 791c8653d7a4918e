import { QuestionFormPage } from '@/features/px-questions/components/QuestionFormPage';

/** '/questions/createPXQuestion': the question form. */
export function Component() {
  return <QuestionFormPage />;
}
