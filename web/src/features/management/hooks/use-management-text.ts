import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { type ManagementKey, managementDe, type TextValues } from '../locales/de';

export const MANAGEMENT_NAMESPACE = 'management';

/**
 * Adds the administration texts to the app's i18next instance as their own namespace, so the
 * shared catalogue (locales/de.json) stays small. Runs once, when the first screen of the
 * area loads its code.
 */
export function registerManagementTexts(): void {
  if (!i18n.hasResourceBundle('de', MANAGEMENT_NAMESPACE)) {
    i18n.addResourceBundle('de', MANAGEMENT_NAMESPACE, managementDe, true, true);
  }
}

registerManagementTexts();

export type ManagementT = (key: ManagementKey, values?: TextValues) => string;

/** `t` for the 'management' namespace, typed against its catalogue. */
export function useManagementText(): ManagementT {
  const { i18n: instance } = useTranslation();
  return useCallback<ManagementT>(
    (key, values) => {
      // The app's i18next types know the default namespace only; the key is checked by ManagementKey.
      const translate = instance.t as unknown as (key: string, options: Record<string, unknown>) => string;
      return translate(key, { ...values, ns: MANAGEMENT_NAMESPACE });
    },
    [instance],
  );
}
