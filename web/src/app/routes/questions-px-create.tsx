import { QuestionFormPage } from '@/features/questions-px/components/QuestionFormPage';

/** '/questions/createPXQuestion': the question form. */
export function Component() {
  return <QuestionFormPage />;
}
