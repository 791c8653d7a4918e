import { describe, expect, it } from 'vitest';
import { visibleAreas } from './area-cards';

describe('visibleAreas (seed 001 §2)', () => {
  it('shows the clients card only to superusers', () => {
    expect(visibleAreas(true)).toEqual(['users', 'roles', 'clients']);
    expect(visibleAreas(false)).toEqual(['users', 'roles']);
  });
});
