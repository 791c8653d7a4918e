import type { ProcessProfile, ProfileField } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { dotColor, mapGrid } from './map-grid';
import { profileForm } from './profile-form';

const field = (id: string, extra: Partial<ProfileField>): ProfileField => ({
  id,
  fieldId: id,
  name: id,
  fieldType: 'NUMBER',
  options: [],
  minValue: 0,
  maxValue: 100,
  valueType: 'VALUE',
  defaultValue: null,
  canFilter: false,
  isDiagram: true,
  ...extra,
});
/** A new profile named `id` (as the profile dialog starts one) holding these custom field values. */
const profile = (id: string, values: Record<string, string>): ProcessProfile => ({
  ...profileForm([], undefined, id),
  id,
  customFields: Object.entries(values).map(([customFieldId, fieldValue]) => ({ customFieldId, fieldValue })),
  connectedModelId: null,
  createdDate: '',
  createdBy: '',
});

describe('process map grid', () => {
  const x = field('kosten', {});
  const y = field('reife', {
    fieldType: 'SELECT',
    options: ['Hoch', 'Gering', 'Mittel'],
    minValue: null,
    maxValue: null,
  });

  it('puts each profile into the cell of its categories', () => {
    const grid = mapGrid([profile('a', { kosten: '30', reife: 'Hoch' }), profile('b', {})], x, y, () => 0.5);
    expect(grid.columns).toHaveLength(6);
    expect(grid.rows).toEqual(['Keine Angabe', 'Gering', 'Mittel', 'Hoch']);
    expect(grid.dots.map((d) => [d.profile.id, d.column, d.row])).toEqual([
      ['a', 2, 3],
      ['b', 0, 0],
    ]);
    expect(grid.dots[0]?.x).toBe(0.5);
  });

  it('colours by department and gray without one', () => {
    expect(dotColor('FF0000')).toBe('#FF0000');
    expect(dotColor('#00ff00')).toBe('#00ff00');
    expect(dotColor(null)).toBe('#9e9e9e');
  });
});
