import type { ChecklistSummary } from '@prozesspuls/shared';
import { CHECKLIST_FINISHED_STEP } from '@prozesspuls/shared/checklists';

/** The overview's tabs, in order (0 all, 1 mine, 2 drafts). */
export const CHECKLIST_TABS = ['all', 'mine', 'drafts'] as const;
export type ChecklistTab = (typeof CHECKLIST_TABS)[number];

/**
 * Whether a checklist belongs in a tab. 'Meine Checklisten': created by the signed-in user.
 * 'Entwürfe' (its logic is not shown in the spec): the checklists not yet completed.
 */
export function inTab(checklist: ChecklistSummary, tab: ChecklistTab, userId: string): boolean {
  if (tab === 'mine') return checklist.creator === userId;
  if (tab === 'drafts') return checklist.currentStep < CHECKLIST_FINISHED_STEP;
  return true;
}

export function tabCounts(
  checklists: readonly ChecklistSummary[],
  userId: string,
): Record<ChecklistTab, number> {
  const count = (tab: ChecklistTab) => checklists.filter((c) => inTab(c, tab, userId)).length;
  return { all: count('all'), mine: count('mine'), drafts: count('drafts') };
}

/** The status column's percentage: 100 once finished, else the current step's completion. */
export function statusPercent(checklist: Pick<ChecklistSummary, 'currentStep' | 'currentStepState'>): number {
  return checklist.currentStep >= CHECKLIST_FINISHED_STEP ? 100 : checklist.currentStepState;
}

export type SortDirection = 'asc' | 'desc';
export type SortColumn = 'name' | 'creator' | 'created' | 'phase' | 'status';

const sortValue: Record<SortColumn, (c: ChecklistSummary) => string | number> = {
  name: (c) => c.name.toLocaleLowerCase('de'),
  creator: (c) => c.creatorName.toLocaleLowerCase('de'),
  created: (c) => c.createdDate,
  phase: (c) => c.currentStep,
  status: (c) => c.currentStep * 1000 + statusPercent(c),
};

/** The table's order (default: newest first). */
export function sortChecklists(
  rows: readonly ChecklistSummary[],
  column: SortColumn,
  direction: SortDirection,
): ChecklistSummary[] {
  const value = sortValue[column];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    return (x < y ? -1 : x > y ? 1 : 0) * sign;
  });
}
