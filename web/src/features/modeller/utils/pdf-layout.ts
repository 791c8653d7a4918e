/** A4 landscape in PDF points (jsPDF's 'a4' in 'pt'). */
export const A4_LANDSCAPE = { width: 841.89, height: 595.28 } as const;
/** The diagram is scaled into this box. */
export const PDF_DIAGRAM_BOX = { width: 800, height: 500 } as const;
/** Used when the SVG reports no size. */
export const PDF_FALLBACK_SIZE = { width: 300, height: 200 } as const;

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface PdfPlacement {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly scale: number;
}

const positive = (value: number) => Number.isFinite(value) && value > 0;

/** The SVG's size, or 300×200 when it is zero (or unknown). */
export function svgSizeOrFallback(size: Partial<Size>): Size {
  const { width = 0, height = 0 } = size;
  return positive(width) && positive(height) ? { width, height } : PDF_FALLBACK_SIZE;
}

/** Reads width and height of an SVG document's root (bpmn-js writes both, plus a viewBox). */
export function svgSizeOf(svg: string): Size {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
  const number = (name: string) => {
    const match = new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root);
    return match?.[1] ? Number(match[1]) : 0;
  };
  let width = number('width');
  let height = number('height');
  if (!(positive(width) && positive(height))) {
    const viewBox = /\sviewBox="([^"]+)"/
      .exec(root)?.[1]
      ?.trim()
      .split(/[\s,]+/)
      .map(Number);
    if (viewBox?.length === 4) {
      width = viewBox[2] ?? 0;
      height = viewBox[3] ?? 0;
    }
  }
  return svgSizeOrFallback({ width, height });
}

/**
 * Fits the diagram into the 800×500 box keeping its aspect ratio (small diagrams grow, large ones
 * shrink) and centres the box on the A4 landscape page, a little below the title line.
 */
export function pdfPlacement(svg: Size, page: Size = A4_LANDSCAPE, titleSpace = 30): PdfPlacement {
  const size = svgSizeOrFallback(svg);
  const scale = Math.min(PDF_DIAGRAM_BOX.width / size.width, PDF_DIAGRAM_BOX.height / size.height);
  const width = size.width * scale;
  const height = size.height * scale;
  const x = (page.width - width) / 2;
  const boxTop = Math.max(0, (page.height - PDF_DIAGRAM_BOX.height + titleSpace) / 2);
  const y = boxTop + (PDF_DIAGRAM_BOX.height - height) / 2;
  return { x, y, width, height, scale };
}
