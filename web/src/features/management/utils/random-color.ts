/** Avatar colours are '#RRGGBB', upper case: seven characters at most. */
export const AVATAR_COLOR_PATTERN = /^#[0-9A-F]{6}$/;

/** A random avatar colour such as '#3FA2C7' (chosen unless the user has one). */
export function randomHexColor(random: () => number = Math.random): string {
  const value = Math.min(0xffffff, Math.floor(random() * 0x1000000));
  return `#${value.toString(16).padStart(6, '0').toUpperCase()}`;
}
