import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASE_NOTES_VERSION } from '../texts.js';
import { compareVersions, germanDate, parseChangelog, versionsSince } from './changelog.js';

const changelog = parseChangelog(readFileSync(resolve(import.meta.dirname, '../../../CHANGELOG.md'), 'utf8'));

describe('CHANGELOG.md, the one source of the changelog tab and the release notes', () => {
  it('names the current release-notes version as its newest entry', () => {
    expect(changelog[0]?.version).toBe(RELEASE_NOTES_VERSION);
  });

  it('keeps the spec’s release history v4.2.1 to v4.2.7, v4.2.7 of 02.06.2025', () => {
    const versions = changelog.map((entry) => entry.version);
    for (const patch of [1, 2, 3, 4, 5, 6, 7]) expect(versions).toContain(`4.2.${patch}`);
    const latest = changelog.find((entry) => entry.version === '4.2.7');
    expect(latest?.date).toBe('2025-06-02');
    expect(latest?.sections.flatMap((section) => section.entries)).toContain(
      'Zuverlässige Nummerierung der Prozesselemente.',
    );
  });

  it('lists versions newest first, each with at least one entry', () => {
    for (let index = 1; index < changelog.length; index += 1) {
      expect(
        compareVersions(changelog[index - 1]?.version ?? '', changelog[index]?.version ?? ''),
      ).toBeGreaterThan(0);
    }
    for (const entry of changelog)
      expect(entry.sections.flatMap((section) => section.entries).length).toBeGreaterThan(0);
  });
});

describe('parseChangelog', () => {
  it('reads versions, optional dates, sections and entries, skipping comments', () => {
    const parsed = parseChangelog(
      '# Changelog\n<!-- ## [9.9.9] -->\n## [1.1.0] - 2026-01-02\n### Hinzugefügt\n- Neu\n### Behoben\n- Fehler\n## [1.0.0]\n### Entfernt\n- Alt\n',
    );
    expect(parsed).toEqual([
      {
        version: '1.1.0',
        date: '2026-01-02',
        sections: [
          { heading: 'Hinzugefügt', entries: ['Neu'] },
          { heading: 'Behoben', entries: ['Fehler'] },
        ],
      },
      { version: '1.0.0', date: null, sections: [{ heading: 'Entfernt', entries: ['Alt'] }] },
    ]);
  });
});

describe('versionsSince', () => {
  const versions = parseChangelog(
    '## [2.0.0]\n### A\n- a\n## [1.10.0]\n### B\n- b\n## [1.2.0]\n### C\n- c\n',
  );

  it('shows every version newer than the acknowledged one, compared numerically', () => {
    expect(versionsSince(versions, '1.2.0').map((entry) => entry.version)).toEqual(['2.0.0', '1.10.0']);
    expect(versionsSince(versions, '2.0.0')).toEqual([]);
  });

  it('shows only the newest version to a user who never acknowledged one', () => {
    expect(versionsSince(versions, null).map((entry) => entry.version)).toEqual(['2.0.0']);
  });
});

it('writes ISO dates the German way', () => {
  expect(germanDate('2025-06-02')).toBe('02.06.2025');
});
