import { surveyLocalization } from 'survey-core';

/**
 * Corrections to survey-core's German locale (v3) for the participation page: strings that are
 * machine-translated, grammatically wrong or address the participant with 'du' are replaced, so
 * every text speaks to the participant with 'Sie'. Applied on top of the library's
 * strings by `applyGermanCorrections`; the keys are survey-core's own.
 */
export const GERMAN_SURVEY_CORRECTIONS = {
  startSurveyText: 'Umfrage starten',
  completeText: 'Antworten absenden',
  commentText: 'Ihr Kommentar',
  otherItemText: 'Sonstiges (bitte angeben)',
  completingSurvey: 'Vielen Dank für Ihre Teilnahme! Ihre Antworten wurden gespeichert.',
  completingSurveyBefore: 'Sie haben an dieser Umfrage bereits teilgenommen.',
  loadingSurvey: 'Die Umfrage wird geladen …',
  ratingOptionsCaption: 'Bitte wählen Sie eine Bewertung …',
  minError: 'Der Wert darf nicht kleiner als {0} sein.',
  maxError: 'Der Wert darf nicht größer als {0} sein.',
  stepError: 'Bitte geben Sie einen Wert in Schritten von {0} ein.',
  numericError: 'Bitte geben Sie eine Zahl ein.',
  invalidExpression: 'Der Ausdruck {0} muss „wahr“ ergeben.',
  urlRequestError: 'Ein Netzwerkdienst hat den Fehler „{0}“ gemeldet. {1}',
  urlGetChoicesError: 'Ein Netzwerkdienst hat ungültige Daten geliefert.',
  exceedMaxFiles: 'Sie können höchstens {0} Dateien hochladen.',
  noUploadFilesHandler: 'Dateien können hier nicht hochgeladen werden.',
  uploadingFile: 'Bitte warten Sie, bis Ihre Dateien hochgeladen sind.',
  confirmDelete: 'Möchten Sie den Eintrag löschen?',
  noRowsText: 'Es gibt keine Zeilen.',
  savingData: 'Ihre Antworten werden gespeichert …',
  savingDataError: 'Ihre Antworten konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  savingDataSuccess: 'Ihre Antworten wurden gespeichert.',
  saveAgainButton: 'Erneut versuchen',
  loadingPage: 'Wird geladen …',
  loadingData: 'Wird geladen …',
  tabTitlePlaceholder: 'Neuer Bereich',
  filterStringPlaceholder: 'Zum Suchen tippen …',
  createCustomItem: 'Eintrag „{0}“ anlegen …',
  progressText: 'Seite {0} von {1}',
  questionsProgressText: '{0} von {1} Fragen beantwortet',
  requiredError: 'Bitte beantworten Sie diese Frage.',
  requiredInAllRowsError: 'Bitte beantworten Sie die Frage in jeder Zeile.',
  progressbar: 'Fortschritt',
} as const satisfies Readonly<Record<string, string>>;

/** survey-core's registered German strings (after `import 'survey-core/i18n/german'`), or null. */
export function germanSurveyStrings(): Record<string, string> | null {
  const strings: unknown = surveyLocalization.locales.de;
  return typeof strings === 'object' && strings !== null ? (strings as Record<string, string>) : null;
}

/** Writes the corrections into the strings survey-core registered for 'de'. */
export function applyGermanCorrections(): void {
  const strings = germanSurveyStrings();
  if (strings) Object.assign(strings, GERMAN_SURVEY_CORRECTIONS);
}
