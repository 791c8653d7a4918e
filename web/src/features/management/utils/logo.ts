import type { ManagementKey } from '../locales/de';

/**
 * 51,200 bytes, the server's CLIENT_LOGO_MAX_BYTES (the unit test keeps them equal). Not imported:
 * its module builds the zod schemas of the API contract, which would then ship with this page.
 */
export const LOGO_MAX_BYTES = 51_200;

/**
 * A client logo must be an image smaller than 51,200 bytes; otherwise the file is
 * discarded and the message shown.
 */
export function logoFileError(file: {
  readonly type: string;
  readonly size: number;
}): ManagementKey | undefined {
  if (!file.type.startsWith('image/')) return 'validation.logoNotImage';
  if (file.size >= LOGO_MAX_BYTES) return 'validation.logoTooLarge';
  return undefined;
}
