import { ChecklistTitlePage } from '@/features/checklists/components/ChecklistTitlePage';

/** /checklist/newChecklist/{listId}: the title page. */
export function Component() {
  return <ChecklistTitlePage />;
}
