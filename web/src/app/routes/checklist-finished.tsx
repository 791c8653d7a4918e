import { ChecklistFinishedPage } from '@/features/checklists/components/ChecklistFinishedPage';

/** /checklist/finished/{listId}: the finish page (seed 002 §2.13). */
export function Component() {
  return <ChecklistFinishedPage />;
}
