import { namespaceText } from '@/lib/i18n-namespace';

/** Texts of the PX overview panel and the element evaluation panel (namespace 'modellerPx'). */
const pxEvaluationDe = {
  overview: {
    title: 'PX-Übersicht',
    close: 'PX-Übersicht schließen',
    surveys: 'Umfragen',
    answers: 'Antworten',
    evaluationPoints: 'Auswertungspunkte',
    survey: 'Umfrage',
    surveyOption: '{{date}} – {{title}}',
    sentTo: 'Versendet an',
    answered: 'Beantwortet',
    state: 'Status',
    show: 'Auswertung anzeigen',
    hide: 'Auswertung ausblenden',
    noAnswers: 'Es sind noch keine Antworten vorhanden',
    noEvalRight: 'Für die Auswertung fehlt Ihnen das Recht PX_EVAL',
    whileEditing: 'Beenden Sie zuerst die Bearbeitung',
    empty: 'Zu diesem Prozess gibt es noch keine Prozessumfragen.',
    loading: 'Prozessumfragen werden geladen',
    hint: 'Auswertung der Umfrage „{{title}}“: Das Modell wird in der Version der Umfrage gezeigt. Klicken Sie auf eine Bewertung, um die Auswertung des Elements zu sehen.',
    versionMissing: 'Die Modellversion der Umfrage ist nicht verfügbar; gezeigt wird die aktuelle Version.',
    noPoint: 'Für diese Umfrage gibt es noch keinen Auswertungspunkt.',
    createPoint: 'Auswertungspunkt erstellen',
    pointRunning: 'Ein Auswertungspunkt wird gerade erstellt...',
    pointFailed: 'Der Auswertungspunkt konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    hidden: 'Zu wenige Antworten für eine anonyme Auswertung',
  },
  element: {
    title: 'Auswertung des Elements',
    close: 'Auswertung des Elements schließen',
    average: 'Durchschnittlicher Score',
    noScore: 'Noch keine Bewertung',
    question: 'Frage',
    score: 'Score',
    answers: 'Antworten',
    inverted: ' (invertiert)',
    distribution: 'Antwortverteilung',
    level: 'Stufe {{level}}: {{percent}} %',
  },
} as const;

export const pxt = namespaceText(pxEvaluationDe);
