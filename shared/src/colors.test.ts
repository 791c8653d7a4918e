import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  normalizeHexColor,
  primaryColorOf,
  readableTextColor,
  TEXT_CONTRAST_MIN,
} from './colors.js';
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

describe('readable client colours (WCAG 2.1 contrast)', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('000000', 'FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('FFFFFF', 'FFFFFF')).toBe(1);
    // The default client colour on white is far below 4.5:1.
    expect(contrastRatio('FC9861', 'FFFFFF')).toBeLessThan(2.5);
  });

  it('darkens a light client colour until text in it reaches 4.5:1 on the background', () => {
    const shade = readableTextColor('FC9861', 'F6F7F9');
    expect(contrastRatio(shade, 'F6F7F9')).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    expect(contrastRatio(shade, 'FFFFFF')).toBeGreaterThanOrEqual(TEXT_CONTRAST_MIN);
    // Still the client's hue: red stays the strongest channel, and only as dark as needed.
    const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(shade.slice(at, at + 2), 16)) as number[];
    expect(r).toBeGreaterThan(g ?? 0);
    expect(g).toBeGreaterThan(b ?? 0);
    const oneStepLighter = readableTextColor('FC9861', 'F6F7F9', TEXT_CONTRAST_MIN - 0.3);
    expect(contrastRatio(oneStepLighter, 'F6F7F9')).toBeLessThan(contrastRatio(shade, 'F6F7F9'));
  });

  it('keeps a client colour that is dark enough as it is', () => {
    expect(readableTextColor('3F51B5', 'FFFFFF')).toBe('3F51B5');
  });
});
