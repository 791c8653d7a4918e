import { MyQuestionsPage } from '@/features/questions/components/MyQuestionsPage';

/** /questions/modelQuestions: 'Meine Fragen', the open questions assigned to me (seed 001 §2). */
export function Component() {
  return <MyQuestionsPage />;
}
