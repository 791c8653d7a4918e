import { RETENTION_MESSAGES, retentionSettingsRequest } from '@prozesspuls/shared';

/**
 * The typed period checked by the server's contract (whole months within the bounds): the months
 * to save, or the German message to show.
 */
export function retentionFormResult(value: string): { readonly months: number } | { readonly error: string } {
  const trimmed = value.trim();
  const parsed = retentionSettingsRequest.safeParse({
    months: /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : Number.NaN,
  });
  return parsed.success ? { months: parsed.data.months } : { error: RETENTION_MESSAGES.monthsInvalid };
}
