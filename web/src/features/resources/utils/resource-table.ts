import type { ConnectedResource } from '@prozesspuls/shared';
import { RESOURCE_PAGE_SIZE } from '@prozesspuls/shared/messages';

/** The tabs of the process objects screen, in order. */
export const RESOURCE_TABS = ['DEPARTMENT', 'SYSTEM', 'ROLE'] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];

/** Newest first, a stable copy. */
export function newestFirst(items: readonly ConnectedResource[]): ConnectedResource[] {
  return [...items].sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}

/** One page of 15; `page` counts from 0 and is clamped to the last page. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = RESOURCE_PAGE_SIZE,
): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: items.slice(current * size, (current + 1) * size), page: current, pages };
}

/** The form's error key for a name: required after trimming. */
export function nameError(name: string): 'dialog.required' | undefined {
  return name.trim() === '' ? 'dialog.required' : undefined;
}
