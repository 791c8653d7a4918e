/**
 * The release history of CHANGELOG.md (Keep a Changelog, German headings), parsed once for the
 * help centre's 'Changelog' tab and the release-notes dialog after login, so both show the same.
 */

export interface ChangelogSection {
  /** 'Hinzugefügt', 'Geändert', 'Behoben', … as written in the file. */
  readonly heading: string;
  readonly entries: readonly string[];
}

export interface ChangelogVersion {
  readonly version: string;
  /** ISO date (YYYY-MM-DD), or null where the history gives none. */
  readonly date: string | null;
  readonly sections: readonly ChangelogSection[];
}

const VERSION_LINE = /^## \[(\d+\.\d+\.\d+)\](?:\s+-\s+(\d{4}-\d{2}-\d{2}))?\s*$/;
const SECTION_LINE = /^### (.+?)\s*$/;
const ENTRY_LINE = /^- (.+?)\s*$/;

/** The versions of a Keep a Changelog file, in file order (newest first); HTML comments are skipped. */
export function parseChangelog(markdown: string): ChangelogVersion[] {
  const withoutComments = markdown.replace(/<!--[\s\S]*?-->/g, '');
  const versions: {
    version: string;
    date: string | null;
    sections: { heading: string; entries: string[] }[];
  }[] = [];
  for (const line of withoutComments.split(/\r?\n/)) {
    const version = VERSION_LINE.exec(line);
    if (version) {
      versions.push({ version: version[1] ?? '', date: version[2] ?? null, sections: [] });
      continue;
    }
    const current = versions.at(-1);
    if (!current) continue;
    const section = SECTION_LINE.exec(line);
    if (section) {
      current.sections.push({ heading: section[1] ?? '', entries: [] });
      continue;
    }
    const entry = ENTRY_LINE.exec(line);
    if (entry) current.sections.at(-1)?.entries.push(entry[1] ?? '');
  }
  return versions;
}

/** Compares two x.y.z versions numerically: negative when a is older. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * What the release-notes dialog shows: every version newer than the one the user acknowledged
 * last; a user who never acknowledged one sees the newest version only, not the whole history.
 */
export function versionsSince(
  versions: readonly ChangelogVersion[],
  acknowledged: string | null,
): ChangelogVersion[] {
  if (acknowledged === null) return versions.slice(0, 1);
  return versions.filter((entry) => compareVersions(entry.version, acknowledged) > 0);
}

/** '2025-06-02' → '02.06.2025' (German date format of every list). */
export function germanDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}
