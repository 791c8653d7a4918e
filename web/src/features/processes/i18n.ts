import { namespaceText, type TextKey } from '@/lib/i18n-namespace';
import { processesDe } from './locales/de';

export type ProcessesKey = TextKey<typeof processesDe>;

/** A text of the process list (namespace 'processes'). */
export const pt = namespaceText(processesDe);
