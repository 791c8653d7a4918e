/** A rectangle in diagram coordinates. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Space around the step and its neighbours, in diagram units, so no shape touches the frame. */
export const STEP_MARGIN = 30;

/** The smallest box holding all of `boxes` (null when there are none). */
export function enclosingBox(boxes: readonly Box[]): Box | null {
  if (boxes.length === 0) return null;
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The view box that shows `content` (the step and its direct neighbours) with a margin, centred,
 * in the aspect ratio of the frame (the viewer puts a box at the frame's top left, so the box must
 * already have the frame's shape), never enlarged beyond 100 %: a small neighbourhood is not blown up.
 */
export function stepViewBox(content: Box, frame: { readonly width: number; readonly height: number }): Box {
  const wanted = { width: content.width + 2 * STEP_MARGIN, height: content.height + 2 * STEP_MARGIN };
  const aspect = frame.width / Math.max(frame.height, 1);
  let width = Math.max(wanted.width, wanted.height * aspect, frame.width);
  let height = width / aspect;
  if (height < wanted.height) {
    height = wanted.height;
    width = height * aspect;
  }
  return {
    x: content.x + content.width / 2 - width / 2,
    y: content.y + content.height / 2 - height / 2,
    width,
    height,
  };
}
