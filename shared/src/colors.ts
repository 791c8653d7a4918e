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
