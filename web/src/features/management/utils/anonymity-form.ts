import { type AnonymitySettings, changeAnonymitySettings } from '@prozesspuls/shared/px';

/** The typed field values, whole numbers or anything else (then the shared rule names the error). */
export function parseThreshold(value: string): number {
  const trimmed = value.trim();
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * The form's verdict with the server's rule (bounds, whole numbers, only upward): the settings
 * to save, or the German message to show.
 */
export function anonymityFormResult(
  current: AnonymitySettings,
  anonymityThreshold: string,
  freeTextThreshold: string,
): { readonly settings: AnonymitySettings } | { readonly error: string } {
  const change = changeAnonymitySettings(current, {
    anonymityThreshold: parseThreshold(anonymityThreshold),
    freeTextThreshold: parseThreshold(freeTextThreshold),
  });
  return change.ok ? { settings: change.settings } : { error: change.msg };
}
