/** Primary colour when a client has none, hex without '#'. */
export const DEFAULT_PRIMARY_COLOR = 'FC9861';

const HEX = /^#?([0-9a-fA-F]{6})$/;

/** Normalises a hex colour to six upper-case digits without '#', or undefined when invalid. */
export function normalizeHexColor(value: string | null | undefined): string | undefined {
  const match = value ? HEX.exec(value.trim()) : null;
  return match?.[1]?.toUpperCase();
}

/** The primary colour to show for a client: its identity colour, or FC9861 when none is set. */
export function primaryColorOf(identityColor: string | null | undefined): string {
  return normalizeHexColor(identityColor) ?? DEFAULT_PRIMARY_COLOR;
}

/** WCAG 2.1 SC 1.4.3 (BITV 2.0): normal text needs a contrast of at least 4.5:1 to its background. */
export const TEXT_CONTRAST_MIN = 4.5;

function linearChannel(value: number): number {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function channels(hex: string): [number, number, number] {
  const normalized = normalizeHexColor(hex) ?? DEFAULT_PRIMARY_COLOR;
  const value = Number.parseInt(normalized, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** WCAG's relative luminance of a hex colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linearChannel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two hex colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: readonly number[]) =>
  rgb
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();

/**
 * A client colour used for text on `background` (links, outlined buttons, focused labels): the
 * colour itself when it reaches `minRatio`, else the lightest shade of it towards black that does.
 * Client colours are often light (FC9861 on white is 2.2:1), and the client chooses them freely.
 */
export function readableTextColor(hex: string, background: string, minRatio = TEXT_CONTRAST_MIN): string {
  const rgb = channels(hex);
  for (let step = 0; step <= 100; step += 1) {
    const shade = toHex(rgb.map((channel) => channel * (1 - step / 100)));
    if (contrastRatio(shade, background) >= minRatio) return shade;
  }
  return '000000';
}
