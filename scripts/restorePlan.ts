/**
 * What a bucket restore to a point in time does, decided from the bucket's version listing alone
 * (pure, so the rule is tested without S3): every key gets the version that was current at `at`.
 */

/** One entry of ListObjectVersions: an object version or a delete marker. */
export interface VersionEntry {
  readonly key: string;
  readonly versionId: string;
  readonly lastModified: Date;
  readonly deleteMarker: boolean;
}

export type RestoreAction =
  /** Copy this older version over the key, so that it becomes the current version again. */
  | { readonly kind: 'copy'; readonly key: string; readonly versionId: string }
  /** The key did not exist at `at`: a delete marker hides it (the versions stay). */
  | { readonly kind: 'delete'; readonly key: string };

/** The newest entry of one key at `at` (ties: a delete marker wins, as S3 orders them). */
function latest(entries: readonly VersionEntry[], at?: Date): VersionEntry | undefined {
  const candidates = at ? entries.filter((e) => e.lastModified.getTime() <= at.getTime()) : entries;
  return [...candidates].sort(
    (a, b) =>
      b.lastModified.getTime() - a.lastModified.getTime() || Number(b.deleteMarker) - Number(a.deleteMarker),
  )[0];
}

/**
 * The actions that make every key of the bucket what it was at `at`: keys whose current
 * version is already that one are left alone; nothing is ever deleted for good.
 */
export function restoreActions(entries: readonly VersionEntry[], at: Date): RestoreAction[] {
  const byKey = new Map<string, VersionEntry[]>();
  for (const entry of entries) byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), entry]);
  const actions: RestoreAction[] = [];
  for (const [key, versions] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
    const now = latest(versions);
    const then = latest(versions, at);
    const existedThen = then !== undefined && !then.deleteMarker;
    const existsNow = now !== undefined && !now.deleteMarker;
    if (existedThen && then.versionId !== now?.versionId) {
      actions.push({ kind: 'copy', key, versionId: then.versionId });
    } else if (!existedThen && existsNow) {
      actions.push({ kind: 'delete', key });
    }
  }
  return actions;
}

/** The restored table's name: the source's with the restore time, unique per point in time. */
export function restoredTableName(source: string, at: Date): string {
  return `${source}-restored-${at.toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;
}
