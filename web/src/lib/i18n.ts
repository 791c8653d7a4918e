import de from '@/locales/de.json';
import { type TextKey, type TextValues, textOf } from './i18n-namespace';

/** A key into the shared catalogue (locales/de.json), e.g. 'login.heading'. */
export type AppTextKey = TextKey<typeof de>;

/**
 * A text of the shared catalogue. The UI is German only and the catalogue is bundled, so a text
 * is a synchronous lookup; no i18n library rides along on the login page (~17 KB gzip).
 */
export function t(key: AppTextKey, values?: TextValues): string {
  return textOf(de, key, values);
}
