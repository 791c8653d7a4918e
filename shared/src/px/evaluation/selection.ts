/** Selecting and ordering evaluations for the screens. */

const collator = new Intl.Collator('de', { sensitivity: 'accent' });

/** Nodes sorted by name, case-insensitively; ties keep their order (stable sort). */
export function compareByName(a: { readonly name: string }, b: { readonly name: string }): number {
  return collator.compare(a.name, b.name);
}

export function sortByName<T extends { readonly name: string }>(items: readonly T[]): T[] {
  return [...items].sort(compareByName);
}

export interface CurrentAndComparison<T> {
  readonly current: T;
  readonly comparison: T;
}

/**
 * The current evaluation is the latest timestamp; the comparison is the one before it, or the same
 * one when only one exists. Null without evaluations.
 */
export function currentAndComparison<T extends { readonly timestamp: number }>(
  points: readonly T[],
): CurrentAndComparison<T> | null {
  const sorted = [...points].sort((a, b) => b.timestamp - a.timestamp);
  const current = sorted[0];
  if (!current) return null;
  return { current, comparison: sorted[1] ?? current };
}

/**
 * The latest evaluation point of each survey (the dashboard cards of one module),
 * newest first.
 */
export function latestPerSurvey<T extends { readonly surveyId: string; readonly timestamp: number }>(
  points: readonly T[],
): T[] {
  const latest = new Map<string, T>();
  for (const point of points) {
    const seen = latest.get(point.surveyId);
    if (!seen || point.timestamp > seen.timestamp) latest.set(point.surveyId, point);
  }
  return [...latest.values()].sort((a, b) => b.timestamp - a.timestamp);
}

/**
 * Root nodes for a view: module 1 overview (1.1) keeps only OUTCOME nodes; module 1, 2 and 5
 * exclude them. Filters the roots; subtrees stay whole.
 */
export function nodesForView<T extends { readonly nodeType: string }>(
  nodes: readonly T[],
  view: 'outcomeOnly' | 'withoutOutcome',
): T[] {
  return nodes.filter((node) => (node.nodeType === 'OUTCOME') === (view === 'outcomeOnly'));
}
