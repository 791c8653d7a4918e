/** Logo limit of a client: under 51,200 bytes, images only. */
export const CLIENT_LOGO_MAX_BYTES = 51_200;

/** Bytes encoded by a base64 string, without decoding it (works in the browser and in Node). */
export function base64ByteLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
