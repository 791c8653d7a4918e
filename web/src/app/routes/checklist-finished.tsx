import { ChecklistFinishedPage } from '@/features/checklists/components/ChecklistFinishedPage';

/** /checklist/finished/{listId}: the finish page. */
export function Component() {
  return <ChecklistFinishedPage />;
}
