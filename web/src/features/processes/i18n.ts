import { i18n } from '@/lib/i18n';
import { processesDe } from './locales/de';

/** The feature keeps its texts in its own i18next namespace, so the shared catalogue stays small. */
export const PROCESSES_NS = 'processes';
i18n.addResourceBundle('de', PROCESSES_NS, processesDe, true, true);

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type ProcessesKey = Leaves<typeof processesDe>;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** A text of the process list (German only, bundled, so no hook is needed to re-render). */
export function pt(key: ProcessesKey, options?: Readonly<Record<string, string | number>>): string {
  return (i18n.t as unknown as LooseT)(key, { ...options, ns: PROCESSES_NS });
}
