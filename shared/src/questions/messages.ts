/** Questions to colleagues on model elements. */
export const QUESTION_MESSAGES = {
  /** Asking without assignee or text. */
  fieldsRequired: 'Bitte füllen Sie alle Felder aus',
  /** Snackbar after asking (3 s). */
  added: 'Ihre Frage wurde erfolgreich hinzugefügt!',
  /** Answer field empty. */
  answerRequired: 'Pflichtfeld.',
  /** Answer shorter than 3 characters. */
  answerTooShort: 'Mindestens 3 Zeichen',
  answered: 'Ihre Antwort wurde gesendet.',
  empty: 'Es sind gerade keine Fragen vorhanden',
  customIconTask: 'An Elemente mit eigenem Symbol können keine Fragen gestellt werden.',
  elementMissing: 'Das Element gibt es in diesem Prozessmodell nicht.',
  assigneeNotMember: 'Die gefragte Person gehört nicht zu diesem Mandanten.',
  onlyAssignee: 'Nur die gefragte Person kann diese Frage beantworten.',
  alreadyAnswered: 'Diese Frage wurde bereits beantwortet.',
} as const;

/** Minimum length of an answer. */
export const ANSWER_MIN_LENGTH = 3;
export const QUESTION_TEXT_MAX = 2_000;
export const ANSWER_TEXT_MAX = 4_000;
