import { CLIENT_LOGO_MAX_BYTES } from '@prozesspuls/shared';
import type { ManagementKey } from '../locales/de';

/**
 * A client logo must be an image smaller than 51,200 bytes (seed 001 §5); otherwise the file is
 * discarded and the message shown.
 */
export function logoFileError(file: {
  readonly type: string;
  readonly size: number;
}): ManagementKey | undefined {
  if (!file.type.startsWith('image/')) return 'validation.logoNotImage';
  if (file.size >= CLIENT_LOGO_MAX_BYTES) return 'validation.logoTooLarge';
  return undefined;
}
