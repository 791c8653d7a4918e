import { describe, expect, it } from 'vitest';
import { AVATAR_COLOR_PATTERN, randomHexColor } from './random-color';

describe('randomHexColor', () => {
  it('is a #RRGGBB colour of seven characters', () => {
    for (let index = 0; index < 200; index += 1) {
      const color = randomHexColor();
      expect(color).toMatch(AVATAR_COLOR_PATTERN);
      expect(color.length).toBeLessThanOrEqual(7);
    }
  });

  it('covers the whole range, padded', () => {
    expect(randomHexColor(() => 0)).toBe('#000000');
    expect(randomHexColor(() => 0.999999999)).toBe('#FFFFFF');
    expect(randomHexColor(() => 1 / 0x1000000)).toBe('#000001');
  });
});
