import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the checklist screens; everything below 'checklists' is refreshed after a change. */
export const checklistKeys = {
  all: ['checklists'] as const,
  list: () => ['checklists', 'list'] as const,
  detail: (id: string) => ['checklists', 'detail', id] as const,
  surveys: (module: 1 | 2) => ['checklist-surveys', module] as const,
};

export async function refreshChecklists(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: checklistKeys.all });
}
