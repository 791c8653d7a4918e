import { describe, expect, it } from 'vitest';
import { A4_LANDSCAPE, pdfPlacement, svgSizeOf, svgSizeOrFallback } from './pdf-layout';

describe('diagram PDF layout', () => {
  it('falls back to 300×200 when the SVG has no size', () => {
    expect(svgSizeOrFallback({ width: 0, height: 0 })).toEqual({ width: 300, height: 200 });
    expect(svgSizeOrFallback({ width: 500, height: 0 })).toEqual({ width: 300, height: 200 });
    expect(svgSizeOrFallback({})).toEqual({ width: 300, height: 200 });
    expect(svgSizeOf('<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0"></svg>')).toEqual({
      width: 300,
      height: 200,
    });
  });

  it('reads width and height, else the viewBox', () => {
    expect(svgSizeOf('<svg width="1200" height="300" viewBox="0 0 1200 300">')).toEqual({
      width: 1200,
      height: 300,
    });
    expect(svgSizeOf('<svg viewBox="10 20 640 480">')).toEqual({ width: 640, height: 480 });
  });

  it('scales a wide diagram to the 800 px width, centred on A4 landscape', () => {
    const placed = pdfPlacement({ width: 1600, height: 400 });
    expect(placed.scale).toBe(0.5);
    expect(placed.width).toBe(800);
    expect(placed.height).toBe(200);
    expect(placed.x).toBeCloseTo((A4_LANDSCAPE.width - 800) / 2);
    expect(placed.y + placed.height).toBeLessThan(A4_LANDSCAPE.height);
  });

  it('scales a tall diagram to the 500 px height', () => {
    const placed = pdfPlacement({ width: 500, height: 1000 });
    expect(placed.height).toBe(500);
    expect(placed.width).toBe(250);
    expect(placed.y).toBeGreaterThan(0);
    expect(placed.y + placed.height).toBeLessThan(A4_LANDSCAPE.height);
  });

  it('grows a small diagram into the box and places the fallback size the same way', () => {
    expect(pdfPlacement({ width: 400, height: 250 }).scale).toBe(2);
    const fallback = pdfPlacement({ width: 0, height: 0 });
    expect(fallback.width / fallback.height).toBeCloseTo(300 / 200);
    expect(fallback.height).toBe(500);
  });
});
