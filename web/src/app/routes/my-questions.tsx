import { MyQuestionsPage } from '@/features/questions/components/MyQuestionsPage';

/** /questions/modelQuestions: 'Meine Fragen', the open questions assigned to me. */
export function Component() {
  return <MyQuestionsPage />;
}
