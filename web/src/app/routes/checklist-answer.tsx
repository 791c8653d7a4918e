import { ChecklistAnswerPage } from '@/features/checklists/components/ChecklistAnswerPage';

/** /checklist/answerChecklist/{listId}: answering the steps. */
export function Component() {
  return <ChecklistAnswerPage />;
}
