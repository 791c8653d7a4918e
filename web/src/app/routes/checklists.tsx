import { ChecklistOverviewPage } from '@/features/checklists/components/ChecklistOverviewPage';

/** /checklist: the overview of the innovation-process checklists. */
export function Component() {
  return <ChecklistOverviewPage />;
}
