/** Questions to colleagues on model elements (seed 000 §5, §8; seed 001 §2, §5). */
export const QUESTION_MESSAGES = {
  /** Asking without assignee or text (seed 000 §5). */
  fieldsRequired: 'Bitte füllen Sie alle Felder aus',
  /** Snackbar after asking (seed 000 §8, 3 s). */
  added: 'Ihre Frage wurde erfolgreich hinzugefügt!',
  /** Answer field empty (seed 001 §5). */
  answerRequired: 'Required.',
  /** Answer shorter than 3 characters (seed 001 §5). */
  answerTooShort: 'Min 3 characters',
  answered: 'Ihre Antwort wurde gesendet.',
  empty: 'Es sind gerade keine Fragen vorhanden',
  customIconTask: 'An Elemente mit eigenem Symbol können keine Fragen gestellt werden.',
  elementMissing: 'Das Element gibt es in diesem Prozessmodell nicht.',
  assigneeNotMember: 'Die gefragte Person gehört nicht zu diesem Mandanten.',
  onlyAssignee: 'Nur die gefragte Person kann diese Frage beantworten.',
  alreadyAnswered: 'Diese Frage wurde bereits beantwortet.',
} as const;

/** Minimum length of an answer (seed 001 §5). */
export const ANSWER_MIN_LENGTH = 3;
export const QUESTION_TEXT_MAX = 2_000;
export const ANSWER_TEXT_MAX = 4_000;

/** Share links of a model (seed 000 §2, §4, §6). */
export const SHARE_LINK_MESSAGES = {
  invalid: 'Dieser Freigabelink ist ungültig oder wurde widerrufen.',
  expired: 'Dieser Freigabelink ist abgelaufen.',
  created: 'Der Freigabelink wurde erstellt.',
  revoked: 'Der Freigabelink wurde widerrufen.',
} as const;

/** A share link lives 30 days unless revoked earlier. */
export const SHARE_LINK_TTL_DAYS = 30;
