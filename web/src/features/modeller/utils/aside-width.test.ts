import { describe, expect, it } from 'vitest';
import { ASIDE_GAP, asideWidth, asideWidthPx } from './aside-width';

describe('the width of the panels beside the canvas', () => {
  it('one panel keeps its 340 px', () => {
    expect(asideWidth(1)).toBe('340px');
    expect(asideWidthPx(1000, 1)).toBe(340);
  });

  it('two panels on a 1366 px screen leave the canvas at least 60 % of the row', () => {
    const row = 1366 - 56 - 32;
    const panel = asideWidthPx(row, 2);
    const canvas = row - 2 * panel - 2 * ASIDE_GAP;
    expect(canvas / row).toBeGreaterThanOrEqual(0.6);
  });

  it('on a wide screen two panels keep their full width', () => {
    expect(asideWidthPx(2400, 2)).toBe(340);
  });

  it('the CSS rule says the same as the pixel rule', () => {
    expect(asideWidth(2)).toBe('min(340px, calc((38% - 24px) / 2))');
  });
});
