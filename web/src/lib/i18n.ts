import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import de from '@/locales/de.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de };
  }
}

/** German only (default and fallback de); the catalogue is bundled, so init is synchronous. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'de',
  fallbackLng: 'de',
  resources: { de: { translation: de } },
  interpolation: { escapeValue: false }, // React escapes already
  initAsync: false,
  returnNull: false,
});
