import { compareElementNumbers, nextElementNumber } from '@prozesspuls/shared/rules';
import { type ElementKind, isGateway, isSubprocessLike, isTask } from './element-kinds';

/**
 * Which elements carry a number badge: tasks, activities, gateways, subprocesses
 * and event subprocesses — not text annotations or sticky notes, not events or flows. The same
 * kinds appear in the report.
 */
export function isNumberable(kind: ElementKind): boolean {
  if (kind.sticky) return false;
  return isTask(kind) || isSubprocessLike(kind) || isGateway(kind);
}

/** Badges hide below this zoom level, where they would only clutter an overview. */
export const BADGE_MIN_ZOOM = 0.35;

/** Badges shrink with the zoom down to this share of their size (24 px at 100 % → at least 18 px). */
export const BADGE_MIN_SCALE = 0.75;

export interface BadgePosition {
  readonly top: number;
  readonly left: number;
}

/**
 * Where a number badge sits relative to its element's top-left corner. Activities: on the top-left
 * corner, overlapping the border. Gateways (diamonds) have no corner there: the badge sits left
 * of the top vertex, clear of the shape. Expanded subprocesses and event subprocesses: inside the
 * top-left corner, so it does not collide with a pool or lane border around them.
 */
export function badgePosition(kind: ElementKind, size: { width: number; height: number }): BadgePosition {
  if (isGateway(kind)) return { top: -14, left: Math.round(size.width / 2) - 34 };
  if (isSubprocessLike(kind) && kind.collapsed === false) return { top: 6, left: 6 };
  return { top: -11, left: -11 };
}

export interface NumberEntry {
  readonly elementId: string;
  readonly number: string;
}

/** The numbers of the elements that exist in the diagram (numbers of deleted elements are ignored). */
export function numbersInDiagram(
  numbers: readonly NumberEntry[],
  exists: (elementId: string) => boolean,
): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of numbers) if (exists(entry.elementId)) map.set(entry.elementId, entry.number);
  return map;
}

/** Numbers stored for elements that are no longer in the diagram: cleaned up after a save. */
export function orphanNumbers(
  numbers: readonly NumberEntry[],
  exists: (elementId: string) => boolean,
): string[] {
  return numbers.filter((entry) => !exists(entry.elementId)).map((entry) => entry.elementId);
}

/** What the number field shows first: the element's number, else one past the current maximum. */
export function initialNumber(elementId: string, numbers: ReadonlyMap<string, string>): string {
  return numbers.get(elementId) ?? nextElementNumber(numbers.values());
}

/** Applies the server's answer (every number that changed) to the local map. */
export function applyNumberChanges(
  numbers: ReadonlyMap<string, string>,
  changes: readonly NumberEntry[],
): Map<string, string> {
  const next = new Map(numbers);
  for (const change of changes) next.set(change.elementId, change.number);
  return next;
}

/** Sorted for lists and the report preview. */
export function sortedNumbers(numbers: ReadonlyMap<string, string>): NumberEntry[] {
  return [...numbers]
    .map(([elementId, number]) => ({ elementId, number }))
    .sort((a, b) => compareElementNumbers(a.number, b.number));
}
