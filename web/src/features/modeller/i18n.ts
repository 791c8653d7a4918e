import { namespaceText, type TextKey } from '@/lib/i18n-namespace';
import { modellerDe } from './locales/de';

export type ModellerKey = TextKey<typeof modellerDe>;

/** A text of the modeller (namespace 'modeller'). */
export const mt = namespaceText(modellerDe);
