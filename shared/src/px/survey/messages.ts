import labels from './messages.labels.json' with { type: 'json' };

/** German texts of the survey screens and API answers. */
export const SURVEY_MESSAGES = {
  created: 'Umfrage wurde erfolgreich erstellt',
  deleted: 'Umfrage wurde gelöscht',
  copied: 'Umfrage wurde erfolgreich kopiert!',
  archived: 'Umfrage wurde archiviert',
  restored: 'Umfrage wurde wiederhergestellt',
  notFound: 'Die Umfrage wurde nicht gefunden',
  titleRequired: 'Umfragetitel ist erforderlich',
  titleTooLong: 'Der Umfragetitel darf höchstens 200 Zeichen lang sein',
  deadlineInPast: 'Die Deadline darf nicht in der Vergangenheit liegen',
  noQuestions: 'Die Umfrage enthält keine Fragen',
  invalidSchema: 'Die Umfrage ist ungültig',
  duplicateQuestion: 'Eine Frage ist mehrfach in der Umfrage enthalten',
  foreignQuestion: 'Die Umfrage enthält Fragen, die nicht zum gewählten Modul gehören',
  moduleNotCreatable: 'Für dieses Modul können hier keine Umfragen erstellt werden',
  imageTooLarge: 'Ein Bild auf der Startseite ist zu groß (höchstens 500 KB je Bild)',
  startPageTooLarge: 'Die Startseite ist zu groß',
  notYetAvailable: 'Noch nicht verfügbar',
  noDeadline: 'Es gibt keine Deadline',
  withoutStartPage: 'Ihre Umfrage wird ohne Startseite versendet.',
  unavailableQuestion:
    'Die Umfrage enthält Fragen, die nicht (mehr) angeboten werden: unbekannte, gelöschte oder prozessbezogene Fragen',
  processSurveyNeedsModel: 'Für eine Prozessumfrage ist ein Prozessmodell erforderlich',
} as const;

/** Images in the start page are data URLs of at most this many characters each (~500 KB). */
export const START_PAGE_IMAGE_MAX_CHARACTERS = 500 * 1024;

/** The start page HTML as a whole stays well within the 6 MB Lambda request limit. */
export const START_PAGE_MAX_CHARACTERS = 4 * 1024 * 1024;

/** Survey titles: at most this many characters. */
export const SURVEY_TITLE_MAX = 200;

/** Survey states and their German labels. */
export const SURVEY_STATES = ['CREATED', 'SEND', 'ANSWERED', 'FINISHED'] as const;
export type SurveyState = (typeof SURVEY_STATES)[number];
export const SURVEY_STATE_LABELS: Readonly<Record<SurveyState, string>> = labels.SURVEY_STATE_LABELS;
