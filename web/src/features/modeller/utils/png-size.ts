import type { Size } from './pdf-layout';

/** Twice the diagram's size: sharp on high-density screens and in documents. */
export const PNG_SCALE = 2;
/** Browsers refuse canvases beyond these (Chrome: 16,384 px per side, about 268 M px; Safari less). */
export const PNG_MAX_SIDE = 8192;
export const PNG_MAX_PIXELS = 32 * 1024 * 1024;

/**
 * The PNG's pixel size for a diagram of `size` (SVG units): PNG_SCALE times as large, scaled down
 * evenly until both sides and the pixel count fit what every browser can draw, at least 1×1.
 */
export function pngSize(size: Size): Size & { readonly scale: number } {
  const width = Math.max(size.width, 1);
  const height = Math.max(size.height, 1);
  const scale = Math.min(
    PNG_SCALE,
    PNG_MAX_SIDE / width,
    PNG_MAX_SIDE / height,
    Math.sqrt(PNG_MAX_PIXELS / (width * height)),
  );
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
    scale,
  };
}
