import { describe, expect, it } from 'vitest';
import { normalizeHexColor, primaryColorOf } from './colors.js';
import { initialsOf } from './users.js';

describe('client colours', () => {
  it('falls back to FC9861 when a client has no valid colour', () => {
    expect(primaryColorOf(undefined)).toBe('FC9861');
    expect(primaryColorOf('')).toBe('FC9861');
    expect(primaryColorOf('not-a-colour')).toBe('FC9861');
  });

  it('normalises hex colours with or without #', () => {
    expect(primaryColorOf('#3f51b5')).toBe('3F51B5');
    expect(normalizeHexColor('abcdef')).toBe('ABCDEF');
    expect(normalizeHexColor('#abc')).toBeUndefined();
  });
});

describe('initials', () => {
  it('takes first letters of first and last name, else the first two of the user id', () => {
    expect(initialsOf({ firstName: 'anna', lastName: 'Admin' })).toBe('AA');
    expect(initialsOf({ firstName: '', lastName: '', userId: 'modeller@demo.local' })).toBe('MO');
  });

  it('gives one user the same initials from separate names, a display name or both with the id', () => {
    const fromNames = initialsOf({ firstName: 'Max', lastName: 'Modell', userId: 'modeller@demo.local' });
    expect(fromNames).toBe('MM');
    expect(initialsOf({ name: 'Max Modell' })).toBe(fromNames);
    expect(initialsOf({ name: '  Max   Modell ', userId: 'modeller@demo.local' })).toBe(fromNames);
  });

  it('takes the first and the last word of a longer name', () => {
    expect(initialsOf({ name: 'Anna Maria von Berg' })).toBe('AB');
    expect(initialsOf({ firstName: 'Anna Maria', lastName: 'Berg' })).toBe('AB');
  });

  it('falls back to the user id, else the single name word, else nothing', () => {
    expect(initialsOf({ name: 'Max', userId: 'modeller@demo.local' })).toBe('MO');
    expect(initialsOf({ name: 'max' })).toBe('MA');
    expect(initialsOf({ name: '', userId: '' })).toBe('');
    expect(initialsOf({})).toBe('');
  });
});
