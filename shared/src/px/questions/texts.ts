/** The German texts of the question catalogue screens and API. */
export const PX_QUESTION_TEXTS = {
  textRequired: 'Fragentext ist erforderlich',
  elementRequired: 'Elementtyp ist erforderlich',
  answerTypeRequired: 'Antworttyp ist erforderlich',
  moduleRequired: 'Modul ist erforderlich',
  optionRequired: 'Bitte geben Sie mindestens eine Antwortoption an.',
  elementOnlyWithProcessPerspective: 'Ein Elementtyp ist nur bei Fragen der Prozessperspektive möglich.',
  moduleNotAllowed: 'Eigene Fragen gehören zur Prozessperspektive oder zu keinem Modul.',
  standardNotDeletable: 'Standardfragen können nicht gelöscht werden',
  deleteQuestion: 'Frage löschen',
  notProcessBased: 'Die Frage ist keine prozessbasierte Frage.',
  processBasedUsePb: 'Prozessbasierte Fragen werden über /px/question/PB gelöscht.',
  unknownModule: 'Unbekanntes Modul',
  created: 'Ihre Frage wurde erfolgreich hinzugefügt!',
  deleteConfirmation: (text: string) =>
    `Möchten Sie die Frage: ${text} wirklich löschen? Die Frage wird weiterhin in den bestehenden Umfragen verwendet, kann jedoch nicht mehr für neue Umfragen ausgewählt werden`,
  standardNotEditable: 'Standardfragen können nicht bearbeitet werden.',
  moduleNotChangeable: 'Modul und Elementtyp einer Frage können nicht geändert werden.',
  changedMeanwhile: 'Die Frage wurde gerade von jemand anderem geändert. Bitte laden Sie die Seite neu.',
  updated: 'Ihre Änderungen wurden gespeichert.',
  newVersion:
    'Die Frage wird bereits in einer versendeten Umfrage verwendet. Es wurde eine neue Version angelegt; bisherige Umfragen und Ergebnisse bleiben unverändert.',
  matrixOnlyWarning: 'Nur Matrixfragen fließen in die Berechnung der Prozessumfrage ein.',
} as const;
