import { describe, expect, it } from 'vitest';
import { restoreActions, restoredTableName, type VersionEntry } from '../../scripts/restorePlan.js';

const t = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00Z`);
const version = (key: string, versionId: string, hhmm: string, deleteMarker = false): VersionEntry => ({
  key,
  versionId,
  lastModified: t(hhmm),
  deleteMarker,
});

describe('bucket restore to a point in time', () => {
  it('copies the version that was current then over a key changed since', () => {
    const entries = [version('a.pdf', 'v1', '06:00'), version('a.pdf', 'v2', '09:00')];
    expect(restoreActions(entries, t('08:00'))).toEqual([{ kind: 'copy', key: 'a.pdf', versionId: 'v1' }]);
  });

  it('brings back a key deleted since, and hides a key created since', () => {
    const entries = [
      version('old.pdf', 'v1', '06:00'),
      version('old.pdf', 'm1', '09:00', true),
      version('new.pdf', 'v1', '09:30'),
    ];
    expect(restoreActions(entries, t('08:00'))).toEqual([
      { kind: 'delete', key: 'new.pdf' },
      { kind: 'copy', key: 'old.pdf', versionId: 'v1' },
    ]);
  });

  it('leaves alone what is unchanged since, and what was deleted then and is still deleted', () => {
    const entries = [
      version('same.pdf', 'v1', '06:00'),
      version('gone.pdf', 'v1', '05:00'),
      version('gone.pdf', 'm1', '06:00', true),
    ];
    expect(restoreActions(entries, t('08:00'))).toEqual([]);
  });

  it('counts a version written exactly at the point in time as current then', () => {
    const entries = [
      version('a.pdf', 'v1', '06:00'),
      version('a.pdf', 'v2', '08:00'),
      version('a.pdf', 'v3', '09:00'),
    ];
    expect(restoreActions(entries, t('08:00'))).toEqual([{ kind: 'copy', key: 'a.pdf', versionId: 'v2' }]);
  });

  it('names the restored table after the source and the point in time', () => {
    expect(restoredTableName('prozesspuls', new Date('2026-11-27T06:05:00Z'))).toBe(
      'prozesspuls-restored-202611270605',
    );
  });
});
