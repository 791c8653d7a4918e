import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission, mergePermissions } from './permissions.js';

describe('hasPermission', () => {
  it.each([
    // flags, permission, expected
    [{ PROCESS: true }, 'PROCESS', true],
    [{ PROCESS: true }, 'process', true],
    [{ process: true }, 'PROCESS', true],
    [{ PROCESS: false }, 'PROCESS', false],
    [{ SURVEY: true }, 'PROCESS', false],
    [{ ADMIN: true }, 'PROCESS', true],
    [{ ADMIN: true }, 'SUPER_ADMIN', true],
    [{ admin: true }, 'PX_EVAL', true],
    [{ ADMIN: false, PROCESS: true }, 'SURVEY', false],
    [{ SUPER_ADMIN: true }, 'ADMIN', false],
    [{}, 'READ', false],
  ] as const)('%j grants %s: %s', (flags, permission, expected) => {
    expect(hasPermission(flags, permission)).toBe(expected);
  });

  it('grants any of a list, and an empty list always', () => {
    expect(hasAnyPermission({ SURVEY: true }, ['PROCESS', 'SURVEY'])).toBe(true);
    expect(hasAnyPermission({ SURVEY: true }, ['PROCESS', 'ADMIN'])).toBe(false);
    expect(hasAnyPermission({}, [])).toBe(true);
  });
});

describe('mergePermissions', () => {
  it('unites the granted flags of several roles, upper-cased', () => {
    expect(mergePermissions([{ process: true, SURVEY: false }, { SURVEY: true }, { READ: false }])).toEqual({
      PROCESS: true,
      SURVEY: true,
    });
  });
});
