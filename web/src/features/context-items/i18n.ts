import { namespaceText, type TextKey } from '@/lib/i18n-namespace';
import { contextItemsDe } from './locales/de';

export type ContextItemsKey = TextKey<typeof contextItemsDe>;

/** A text of the process objects screen (namespace 'contextItems'). */
export const ct = namespaceText('contextItems', contextItemsDe);
