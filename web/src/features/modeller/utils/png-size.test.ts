import { describe, expect, it } from 'vitest';
import { PNG_MAX_PIXELS, PNG_MAX_SIDE, pngSize } from './png-size';

describe('the PNG export size', () => {
  it('is twice the diagram for an ordinary diagram', () => {
    expect(pngSize({ width: 800, height: 400 })).toEqual({ width: 1600, height: 800, scale: 2 });
  });

  it('a very wide diagram is scaled down so its long side fits, keeping the proportions', () => {
    const size = pngSize({ width: 20_000, height: 500 });
    expect(size.width).toBeLessThanOrEqual(PNG_MAX_SIDE);
    expect(size.width / size.height).toBeCloseTo(40, 0);
  });

  it('a large square diagram stays within the pixel count browsers draw', () => {
    const size = pngSize({ width: 7000, height: 7000 });
    expect(size.width * size.height).toBeLessThanOrEqual(PNG_MAX_PIXELS);
    expect(size.width).toBe(size.height);
  });

  it('an empty diagram still gives an image, never a zero-size canvas', () => {
    expect(pngSize({ width: 0, height: 0 })).toMatchObject({ width: 2, height: 2 });
  });
});
