import type { ConnectedResource } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { nameError, newestFirst, pageOf } from './resource-table';

const item = (id: string, createdDate: string): ConnectedResource => ({
  id,
  type: 'ROLE',
  name: id,
  friendlyName: null,
  description: null,
  color: null,
  connected: false,
  createdDate,
});

describe('process objects table', () => {
  it('lists newest first', () => {
    const sorted = newestFirst([item('a', '2026-01-01'), item('b', '2026-03-01'), item('c', '2026-02-01')]);
    expect(sorted.map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it('shows 15 per page and clamps the page to the last one', () => {
    const items = Array.from({ length: 31 }, (_, i) => i);
    expect(pageOf(items, 0)).toMatchObject({ pages: 3, page: 0 });
    expect(pageOf(items, 0).rows).toHaveLength(15);
    expect(pageOf(items, 2).rows).toEqual([30]);
    expect(pageOf(items, 9).page).toBe(2);
    expect(pageOf([], 0)).toEqual({ rows: [], page: 0, pages: 1 });
  });

  it('requires a name', () => {
    expect(nameError('  ')).toBe('dialog.required');
    expect(nameError('Einkauf')).toBeUndefined();
  });
});
