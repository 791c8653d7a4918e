export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface MinimapTransform {
  /** Minimap pixels per diagram unit. */
  readonly scale: number;
  /** Where diagram point (0, 0) lies in the minimap. */
  readonly offsetX: number;
  readonly offsetY: number;
}

const MARGIN = 6;

/** The union of two boxes. */
export function unionBox(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

/**
 * How the minimap of `size` shows `world` (the diagram and the visible part around it): scaled to
 * fit with a small margin, centred, the same scale both ways.
 */
export function minimapTransform(world: Box, size: { width: number; height: number }): MinimapTransform {
  const width = Math.max(world.width, 1);
  const height = Math.max(world.height, 1);
  const scale = Math.min((size.width - 2 * MARGIN) / width, (size.height - 2 * MARGIN) / height);
  return {
    scale,
    offsetX: (size.width - width * scale) / 2 - world.x * scale,
    offsetY: (size.height - height * scale) / 2 - world.y * scale,
  };
}

/** A diagram box in minimap pixels. */
export function toMinimap(box: Box, transform: MinimapTransform): Box {
  return {
    x: box.x * transform.scale + transform.offsetX,
    y: box.y * transform.scale + transform.offsetY,
    width: box.width * transform.scale,
    height: box.height * transform.scale,
  };
}

/** The diagram point under a minimap pixel. */
export function fromMinimap(
  point: { x: number; y: number },
  transform: MinimapTransform,
): { x: number; y: number } {
  return {
    x: (point.x - transform.offsetX) / transform.scale,
    y: (point.y - transform.offsetY) / transform.scale,
  };
}

/** The viewbox of the same size as `viewbox`, centred on `center` (a click on the minimap). */
export function viewboxCenteredAt(viewbox: Box, center: { x: number; y: number }): Box {
  return {
    x: center.x - viewbox.width / 2,
    y: center.y - viewbox.height / 2,
    width: viewbox.width,
    height: viewbox.height,
  };
}
