import { namespaceText } from '@/lib/i18n-namespace';
import { sharingDe } from './locales/de';

/** A text of the share dialogs (namespace 'sharing'). */
export const st = namespaceText(sharingDe);
