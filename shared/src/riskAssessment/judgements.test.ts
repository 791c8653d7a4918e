import { describe, expect, it } from 'vitest';
import {
  GDA_CRITERIA_AREAS,
  GDA_JUDGEMENT_LEVELS,
  GDA_MEASURE_TYPES,
  highestNeed,
  sortMeasuresByPrecedence,
} from './judgements.js';

describe('GDA judgements and measures', () => {
  it('know the five criteria areas of the GDA recommendations', () => {
    expect(GDA_CRITERIA_AREAS).toEqual([
      'Arbeitsinhalt',
      'Arbeitsorganisation',
      'soziale Beziehungen',
      'Arbeitsumgebung',
      'neue Arbeitsformen',
    ]);
  });

  it('judge the need for action as none, medium or high', () => {
    expect(GDA_JUDGEMENT_LEVELS).toEqual([
      'kein Handlungsbedarf',
      'mittlerer Handlungsbedarf',
      'hoher Handlungsbedarf',
    ]);
    expect(highestNeed(['kein Handlungsbedarf', 'hoher Handlungsbedarf', 'mittlerer Handlungsbedarf'])).toBe(
      'hoher Handlungsbedarf',
    );
    expect(highestNeed([])).toBeNull();
  });

  it('rank measures technical, organisational, person-related as §4 ArbSchG does', () => {
    expect(GDA_MEASURE_TYPES).toEqual(['technisch', 'organisatorisch', 'personenbezogen']);
    const sorted = sortMeasuresByPrecedence([
      { type: 'personenbezogen', dueDate: '2026-01-01', title: 'Schulung' },
      { type: 'technisch', dueDate: '2026-05-01', title: 'Software' },
      { type: 'organisatorisch', dueDate: '2026-02-01', title: 'Pausen' },
      { type: 'technisch', dueDate: '2026-03-01', title: 'Lärmschutz' },
    ]);
    expect(sorted.map((m) => m.title)).toEqual(['Lärmschutz', 'Software', 'Pausen', 'Schulung']);
  });
});
