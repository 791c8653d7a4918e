import { describe, expect, it } from 'vitest';
import { changedElementIds, effectCheckReasons, measuredElementIds } from './effectCheck.js';

const outline = (entries: Record<string, [string, string | null]>) =>
  new Map(Object.entries(entries).map(([id, [name, kind]]) => [id, { name, kind }]));

describe('which measured activities a newer release changed', () => {
  const before = outline({
    A: ['Angebot erstellen', 'Activity'],
    B: ['Ware versenden', 'Activity'],
    C: ['Prüfen', 'Activity'],
  });

  it('finds removed, renamed and retyped elements, and leaves unchanged ones out', () => {
    const after = outline({ B: ['Ware verpacken und versenden', 'Activity'], C: ['Prüfen', 'Gateway'] });
    expect(changedElementIds(before, after, ['A', 'B', 'C'])).toEqual(['A', 'B', 'C']);
    expect(changedElementIds(before, before, ['A', 'B', 'C'])).toEqual([]);
  });

  it('compares only the elements asked for and only those the older diagram had', () => {
    const after = outline({ A: ['Neu', 'Activity'], X: ['Neu', 'Activity'] });
    expect(changedElementIds(before, after, ['A'])).toEqual(['A']);
    expect(changedElementIds(before, after, ['X'])).toEqual([]);
  });
});

describe('when the effect check is offered', () => {
  const done = { title: 'Pausenregelung', status: 'erledigt', elementIds: ['A'] };
  const open = { title: 'Schulung', status: 'offen', elementIds: ['B'] };

  it('offers nothing while no measure is done and the model did not change the measured activities', () => {
    expect(effectCheckReasons({ measures: [open], effectCheckLinked: false, newerRelease: null })).toEqual(
      [],
    );
    const unchanged = { releaseVersion: 2, changedElementNames: [] };
    expect(
      effectCheckReasons({ measures: [open], effectCheckLinked: false, newerRelease: unchanged }),
    ).toEqual([]);
  });

  it('offers it for each done measure until an effect-check survey is linked', () => {
    const reasons = effectCheckReasons({
      measures: [done, open],
      effectCheckLinked: false,
      newerRelease: null,
    });
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toContain('„Pausenregelung“ ist erledigt');
    expect(effectCheckReasons({ measures: [done], effectCheckLinked: true, newerRelease: null })).toEqual([]);
  });

  it('offers it when a newer release changed measured activities, even after an effect check', () => {
    const reasons = effectCheckReasons({
      measures: [open],
      effectCheckLinked: true,
      newerRelease: { releaseVersion: 3, changedElementNames: ['Ware versenden'] },
    });
    expect(reasons).toEqual([
      'Die freigegebene Version 3 des Prozessmodells hat Tätigkeiten mit Maßnahmen geändert: Ware versenden.',
    ]);
  });

  it('names every measured element once', () => {
    expect(measuredElementIds([{ elementIds: ['A', 'B'] }, { elementIds: ['B', 'C'] }])).toEqual([
      'A',
      'B',
      'C',
    ]);
  });
});
