import { QUESTION_MESSAGES } from '@prozesspuls/shared/messages';

/** Texts of 'Meine Fragen' and of the question panel in the modeller (namespace 'questions'). */
export const questionsDe = {
  page: {
    title: 'Meine Fragen',
    empty: QUESTION_MESSAGES.empty,
    listLabel: 'Offene Fragen an mich',
    askedBy: 'Gefragt von {{name}} am {{date}}',
    choose: 'Wählen Sie links eine Frage aus, um sie zu beantworten.',
  },
  answer: {
    label: 'Ihre Antwort',
    send: 'Antwort senden',
    required: QUESTION_MESSAGES.answerRequired,
    tooShort: QUESTION_MESSAGES.answerTooShort,
    sent: QUESTION_MESSAGES.answered,
  },
  diagram: {
    label: 'Prozessmodell {{name}} mit dem erfragten Element',
    loading: 'Prozessmodell wird geladen …',
    failed: 'Das Prozessmodell konnte nicht angezeigt werden.',
  },
} as const;
