/**
 * Texts of the question catalogue screens, German and verbatim where the spec
 * gives them. Validation and confirmation texts come from `PX_QUESTION_TEXTS` in shared.
 */
export const questionsPxDe = {
  overview: {
    heading: 'Fragen',
    search: 'Fragen durchsuchen',
    newQuestion: 'Neue Frage',
    tabAll: 'Alle Fragen',
    tabMine: 'Meine Fragen',
    tabClient: 'Mandantenfragen',
    columnText: 'Fragentext',
    columnCreated: 'Erstellt am',
    columnCreator: 'Erstellt von',
    columnAnswerType: 'Antworttyp',
    columnModule: 'Modul',
    columnElement: 'Element',
    columnAction: 'Aktion',
    newBadge: 'NEU',
    standard: 'Standardfrage',
    empty: 'Keine Fragen gefunden.',
    deleteTitle: 'Frage löschen',
    deleteConfirm: 'Löschen',
    deleted: 'Die Frage wurde gelöscht.',
    rowsPerPage: 'Zeilen pro Seite',
    loadError: 'Die Fragen konnten nicht geladen werden.',
    deleteError: 'Die Frage konnte nicht gelöscht werden.',
    editQuestion: 'Frage bearbeiten',
    standardNotEditable: 'Standardfragen können nicht bearbeitet werden',
  },
  form: {
    heading: 'Neue Frage',
    editHeading: 'Frage bearbeiten',
    inverted: 'Invertierte Bewertung',
    invertedHelp:
      'Für positiv formulierte Aussagen, bei denen Zustimmung gut ist (z. B. „Die Abläufe sind klar geregelt.“): „Trifft voll und ganz zu“ ergibt dann die beste Bewertung 1.',
    textEn: 'Englische Formulierung (optional)',
    textEnHelp:
      'Sehen Teilnehmende, die die Umfrage auf Englisch umstellen; ohne Eintrag die deutsche Formulierung.',
    perspectiveFixedOnEdit: 'Modul und Elementtyp bleiben beim Bearbeiten unverändert.',
    text: 'Fragentext',
    processPerspective: 'Prozessperspektive',
    processInfo:
      'Fragen, die der Prozessperspektive zugeordnet sind, beziehen sich auf Elemente innerhalb eines Geschäftsprozesses. Für andere Fragen ist der Button „Prozessperspektive“ nicht ausgewählt.',
    module: 'Modul',
    element: 'Elementtyp',
    perspective: 'Perspektive',
    answerType: 'Antworttyp',
    options: 'Antwortoptionen',
    option: 'Option {{number}}',
    addOption: 'Option hinzufügen',
    removeOption: 'Option {{number}} entfernen',
    previewShow: 'Vorschau anzeigen',
    previewUpdate: 'Vorschau updaten',
    previewHeading: 'Vorschau',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saveError: 'Die Frage konnte nicht gespeichert werden.',
  },
};

export type QuestionsPxTexts = typeof questionsPxDe;
