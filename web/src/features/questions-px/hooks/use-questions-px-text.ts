import { type NamespaceText, namespaceText } from '@/lib/i18n-namespace';
import { type QuestionsPxTexts, questionsPxDe } from '../locales/de';

export type QuestionsPxT = NamespaceText<QuestionsPxTexts>;

const questionsPxT: QuestionsPxT = namespaceText(questionsPxDe);

/** `t` for the 'questionsPx' namespace, typed against its catalogue. */
export function useQuestionsPxText(): QuestionsPxT {
  return questionsPxT;
}
