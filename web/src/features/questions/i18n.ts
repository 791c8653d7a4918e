import { namespaceText } from '@/lib/i18n-namespace';
import { questionsDe } from './locales/de';

/** A text of the questions feature (namespace 'questions'). */
export const qt = namespaceText(questionsDe);
