import { describe, expect, it } from 'vitest';
import { enclosingBox, STEP_MARGIN, stepViewBox } from './step-zoom';

describe('the box around a step and its neighbours', () => {
  it('encloses every shape, and is nothing without shapes', () => {
    expect(
      enclosingBox([
        { x: 100, y: 100, width: 100, height: 80 },
        { x: 300, y: 40, width: 36, height: 36 },
      ]),
    ).toEqual({ x: 100, y: 40, width: 236, height: 140 });
    expect(enclosingBox([])).toBeNull();
  });
});

describe('the view box of the small diagram', () => {
  const centre = (box: { x: number; y: number; width: number; height: number }) => ({
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });

  it('shows a wide neighbourhood whole, centred, in the frame’s shape', () => {
    const content = { x: 0, y: 0, width: 1200, height: 100 };
    const box = stepViewBox(content, { width: 300, height: 200 });
    expect(box.width / box.height).toBeCloseTo(1.5);
    expect(box.width).toBeGreaterThanOrEqual(content.width + 2 * STEP_MARGIN);
    expect(box.height).toBeGreaterThanOrEqual(content.height + 2 * STEP_MARGIN);
    expect(centre(box)).toEqual(centre(content));
  });

  it('shows a tall neighbourhood whole on a narrow phone frame', () => {
    const content = { x: 50, y: 50, width: 100, height: 900 };
    const box = stepViewBox(content, { width: 340, height: 220 });
    expect(box.height).toBeGreaterThanOrEqual(content.height + 2 * STEP_MARGIN);
    expect(box.width / box.height).toBeCloseTo(340 / 220);
  });

  it('never enlarges a small neighbourhood beyond 100 %', () => {
    const box = stepViewBox({ x: 0, y: 0, width: 100, height: 80 }, { width: 600, height: 240 });
    expect(box).toEqual({ x: -250, y: -80, width: 600, height: 240 });
  });
});
