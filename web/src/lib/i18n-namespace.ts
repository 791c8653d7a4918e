import { i18n } from './i18n';

/** Every dotted key to a text in a nested catalogue, e.g. 'users.dialog.added'. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** Values for a text's {{placeholders}}. */
export type TextValues = Readonly<Record<string, string | number>>;

export type NamespaceText<T> = (key: TextKey<T>, values?: TextValues) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * A feature's texts as their own i18next namespace (the shared catalogue stays small) and the
 * typed `t` for it. German only and bundled, so no hook is needed to re-render. Its own module,
 * not lib/i18n.ts, so the login route does not carry it.
 */
export function namespaceText<T extends object>(namespace: string, catalogue: T): NamespaceText<T> {
  if (!i18n.hasResourceBundle('de', namespace))
    i18n.addResourceBundle('de', namespace, catalogue, true, true);
  // The app's i18next types know the default namespace only; the key is checked by TextKey.
  const translate = i18n.t as unknown as LooseT;
  return (key, values) => translate(key, { ...values, ns: namespace });
}
