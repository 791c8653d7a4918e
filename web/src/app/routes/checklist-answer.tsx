import { ChecklistAnswerPage } from '@/features/checklists/components/ChecklistAnswerPage';

/** /checklist/answerChecklist/{listId}: answering the steps (seed 002 §2.13). */
export function Component() {
  return <ChecklistAnswerPage />;
}
