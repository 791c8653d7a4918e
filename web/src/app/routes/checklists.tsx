import { ChecklistOverviewPage } from '@/features/checklists/components/ChecklistOverviewPage';

/** /checklist: the overview of the innovation-process checklists (seed 002 §2.12). */
export function Component() {
  return <ChecklistOverviewPage />;
}
