import { QUESTION_MESSAGES } from '@prozesspuls/shared/messages';
import { namespaceText } from '@/lib/i18n-namespace';

/** Texts of the panel of questions to colleagues (namespace 'modellerQuestions'). */
const questionPanelDe = {
  title: 'Fragen an Kollegen',
  open: 'Fragen an Kollegen',
  close: 'Fragen schließen',
  noElement: 'Wählen Sie ein Element im Diagramm aus, um Fragen dazu zu sehen oder zu stellen.',
  customIconTask: QUESTION_MESSAGES.customIconTask,
  empty: 'Zu diesem Element wurden noch keine Fragen gestellt.',
  assignee: 'Kollege/Kollegin',
  question: 'Ihre Frage',
  ask: 'Frage stellen',
  fieldsRequired: QUESTION_MESSAGES.fieldsRequired,
  added: QUESTION_MESSAGES.added,
  askedTo: '{{asker}} an {{assignee}}, {{date}}',
  answer: 'Antwort: {{answer}}',
  unanswered: 'Noch nicht beantwortet',
  element: 'Element: {{name}}',
} as const;

export const qpt = namespaceText(questionPanelDe);
