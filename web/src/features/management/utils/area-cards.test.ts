import { describe, expect, it } from 'vitest';
import { visibleAreas } from './area-cards';

describe('visibleAreas', () => {
  it('shows the clients card only to superusers, the support tickets to every admin', () => {
    expect(visibleAreas(true)).toEqual(['users', 'roles', 'clients', 'tickets']);
    expect(visibleAreas(false)).toEqual(['users', 'roles', 'tickets']);
  });
});
