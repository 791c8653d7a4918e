import { PX_MODEL_MESSAGES } from '@prozesspuls/shared/px';
import { namespaceText } from '@/lib/i18n-namespace';

/**
 * Texts of PX mode in the modeller, German verbatim where the spec
 * gives them. Their own namespace, so the PX files do not touch the modeller's catalogue.
 */
export const PX_TEXTS = {
  switch: 'PX-Modus',
  label: 'PX-Modus',
  switchHint: 'Fragen der Prozessperspektive an Elemente anhängen und Umfragen erstellen',
  switchBlockedReview: 'Während der Freigabeprüfung kann der PX-Modus nicht umgeschaltet werden.',
  endEditFailed: 'Die Bearbeitung konnte nicht beendet werden; der PX-Modus bleibt aus.',
  overview: 'Fragenübersicht',
  overviewCount: 'Fragenübersicht ({{count}})',
  badge: '{{count}} PX-Fragen',
  tab: 'PX Fragen',
  selectElement: 'Bitte wählen Sie ein Element aus, um seine PX-Fragen zu sehen.',
  noKind: 'An dieses Element können keine Fragen angehängt werden.',
  attached: 'Angehängte Fragen',
  noneAttached: 'Diesem Element sind noch keine Fragen angehängt.',
  offered: 'Verfügbare Fragen',
  noneOffered: 'Für diese Elementart gibt es keine weiteren Fragen.',
  attach: 'Frage anhängen',
  detach: 'Frage entfernen',
  predefined: 'Standardfrage',
  custom: 'Eigene Frage',
  failed: 'Die Aktion ist fehlgeschlagen.',
  loading: 'Fragen werden geladen …',
  overviewTitle: 'Fragenübersicht',
  question: 'Frage {{n}}',
  empty: 'Noch keine Fragen angehängt',
  resetAll: 'Alle Fragen zurücksetzen',
  confirmReset: {
    title: 'Alle Fragen zurücksetzen?',
    text: 'Alle {{count}} angehängten Fragen werden von den Elementen entfernt.',
    confirm: 'Zurücksetzen',
  },
  close: 'Schließen',
  generate: 'Umfrage generieren',
  titleDialog: 'Titel der Umfrage',
  titleField: 'Titel',
  titleRequired: 'Bitte geben Sie einen Titel ein.',
  customStartPage: 'Eigene Startseite',
  startPage: 'Text der Startseite',
  next: 'Weiter',
  cancel: 'Abbrechen',
  summaryTitle: 'Ihre Fragenauswahl',
  summaryPrompt: 'Prüfen Sie die Fragen und senden Sie die Umfrage ab.',
  create: 'Umfrage erstellen',
  created: 'Umfrage wurde erfolgreich erstellt',
  summaryMissing:
    'Es liegt keine Prozessumfrage vor. Öffnen Sie ein Prozessmodell, wechseln Sie in den PX-Modus und wählen Sie in der Fragenübersicht „Umfrage generieren“.',
  toSurveys: 'Zu den Umfragen',
  summaryDefaultStartPage: 'Startseite: Standard-Startseite',
  summaryCustomStartPage: 'Startseite: eigene Startseite (erste Seite der Vorschau)',
  summaryPreview: 'Vorschau',
  noQuestions: PX_MODEL_MESSAGES.noQuestions,
} as const;

/** A text of PX mode (namespace 'modeller-px'). */
export const pxt = namespaceText(PX_TEXTS);
