import { namespaceText } from '@/lib/i18n-namespace';

/** Texts of the start page's evaluation tabs. */
const DASHBOARD_EVALUATION_TEXT = {
  heading: 'Auswertungen',
  tabs: {
    '1.1': 'Bindungsmodul – Überblick',
    '1': 'Bindungsmodul',
    '2': 'Job-Fit-Modul',
  },
  tooltips: {
    '1.1': 'Stimmungsbild der Beschäftigten',
    '1': 'Belastungen und Ressourcen',
    '2': 'Allgemeine Arbeitseigenschaften und persönliche Präferenzen',
  },
  details: 'Details ansehen',
  close: 'Schließen',
  gauge: 'Score {{score}}',
  noScore: 'Kein Score',
  fromSurvey: 'Umfrage: {{title}}',
  empty: 'Für Umfragen in diesem Modul sind noch keine Auswertungen vorhanden.',
  toSurveys: 'Zu den Umfragen',
  /** The loading overlay's rotating texts, in their fixed wording. */
  loading: {
    data: 'Daten werden geladen',
    categories: 'Kategorien werden ausgewertet',
    ratings: 'Bewertungen werden erstellt',
    dashboard: 'Dashboard wird vorbereitet',
  },
} as const;

export const t = namespaceText(DASHBOARD_EVALUATION_TEXT);
