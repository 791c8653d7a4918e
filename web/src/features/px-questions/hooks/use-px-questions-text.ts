import { type NamespaceText, namespaceText } from '@/lib/i18n-namespace';
import { type PxQuestionsTexts, pxQuestionsDe } from '../locales/de';

export type PxQuestionsT = NamespaceText<PxQuestionsTexts>;

const pxQuestionsT: PxQuestionsT = namespaceText('pxQuestions', pxQuestionsDe);

/** `t` for the 'pxQuestions' namespace, typed against its catalogue. */
export function usePxQuestionsText(): PxQuestionsT {
  return pxQuestionsT;
}
