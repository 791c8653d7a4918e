import { describe, expect, it } from 'vitest';
import { ownerInitials } from './format';

describe('ownerInitials', () => {
  it('takes the first two characters of the user id, upper-cased', () => {
    expect(ownerInitials('modeller@demo.local')).toBe('MO');
    expect(ownerInitials('Admin@demo.local')).toBe('AD');
    expect(ownerInitials('x')).toBe('X');
    expect(ownerInitials('')).toBe('');
    expect(ownerInitials(null)).toBe('');
  });
});
