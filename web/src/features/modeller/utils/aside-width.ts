/** A panel's width when it is alone or there is room. */
export const ASIDE_WIDTH = 340;
/**
 * The canvas gets this share of the row beside the panels: 62 %, so with its frame it keeps at
 * least 60 % of the width.
 */
export const CANVAS_MIN_SHARE = 0.62;
/** The gap between canvas and panels (spacing 1.5). */
export const ASIDE_GAP = 12;

/**
 * The width of each panel beside the canvas as CSS (percent of the row): 340 px, but with several
 * open they share 38 % of the row minus their gaps, so the canvas keeps at least 60 % of the width
 * (1366×768 with side and question panel open).
 */
export function asideWidth(openPanels: number): string {
  if (openPanels <= 1) return `${ASIDE_WIDTH}px`;
  const share = (1 - CANVAS_MIN_SHARE) * 100;
  return `min(${ASIDE_WIDTH}px, calc((${share}% - ${openPanels * ASIDE_GAP}px) / ${openPanels}))`;
}

/** The same rule in pixels, for a row of `rowWidth` px. */
export function asideWidthPx(rowWidth: number, openPanels: number): number {
  if (openPanels <= 1) return ASIDE_WIDTH;
  return Math.min(ASIDE_WIDTH, (rowWidth * (1 - CANVAS_MIN_SHARE) - openPanels * ASIDE_GAP) / openPanels);
}
