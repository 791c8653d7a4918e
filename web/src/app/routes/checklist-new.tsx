import { ChecklistTitlePage } from '@/features/checklists/components/ChecklistTitlePage';

/** /checklist/newChecklist/{listId}: the title page (seed 002 §2.13). */
export function Component() {
  return <ChecklistTitlePage />;
}
