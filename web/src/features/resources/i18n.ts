import { namespaceText, type TextKey } from '@/lib/i18n-namespace';
import { resourcesDe } from './locales/de';

export type ResourcesKey = TextKey<typeof resourcesDe>;

/** A text of the process objects screen (namespace 'resources'). */
export const ct = namespaceText(resourcesDe);
