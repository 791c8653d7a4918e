import { describe, expect, it } from 'vitest';
import { fromMinimap, minimapTransform, toMinimap, unionBox, viewboxCenteredAt } from './minimap-geometry';

describe('minimap geometry', () => {
  it('fits a wide diagram into the minimap by its width, centred vertically', () => {
    const transform = minimapTransform({ x: 0, y: 0, width: 1000, height: 100 }, { width: 212, height: 140 });
    expect(transform.scale).toBeCloseTo(0.2);
    const box = toMinimap({ x: 0, y: 0, width: 1000, height: 100 }, transform);
    expect(box.x).toBeCloseTo(6);
    expect(box.width).toBeCloseTo(200);
    expect(box.y + box.height / 2).toBeCloseTo(70);
  });

  it('shows a diagram that does not start at the origin in full', () => {
    const world = { x: -500, y: 300, width: 400, height: 400 };
    const transform = minimapTransform(world, { width: 200, height: 200 });
    const box = toMinimap(world, transform);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(200);
    expect(box.y + box.height).toBeLessThanOrEqual(200);
  });

  it('a minimap pixel maps back to the diagram point drawn there', () => {
    const transform = minimapTransform(
      { x: 100, y: 50, width: 800, height: 600 },
      { width: 220, height: 150 },
    );
    const drawn = toMinimap({ x: 420, y: 330, width: 0, height: 0 }, transform);
    const back = fromMinimap({ x: drawn.x, y: drawn.y }, transform);
    expect(back.x).toBeCloseTo(420);
    expect(back.y).toBeCloseTo(330);
  });

  it('the visible part counts into the shown world, so the frame never leaves the minimap', () => {
    expect(
      unionBox({ x: 0, y: 0, width: 100, height: 100 }, { x: 50, y: -50, width: 200, height: 100 }),
    ).toEqual({
      x: 0,
      y: -50,
      width: 250,
      height: 150,
    });
  });

  it('a click centres the viewbox there and keeps its size', () => {
    expect(viewboxCenteredAt({ x: 0, y: 0, width: 400, height: 300 }, { x: 1000, y: 500 })).toEqual({
      x: 800,
      y: 350,
      width: 400,
      height: 300,
    });
  });
});
