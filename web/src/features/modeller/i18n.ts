import { i18n } from '@/lib/i18n';
import { modellerDe } from './locales/de';

/** The feature keeps its texts in its own i18next namespace. */
export const MODELLER_NS = 'modeller';
i18n.addResourceBundle('de', MODELLER_NS, modellerDe, true, true);

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ModellerKey = Leaves<typeof modellerDe>;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** A text of the modeller (German only, bundled, so no hook is needed to re-render). */
export function mt(key: ModellerKey, options?: Readonly<Record<string, string | number>>): string {
  return (i18n.t as unknown as LooseT)(key, { ...options, ns: MODELLER_NS });
}
