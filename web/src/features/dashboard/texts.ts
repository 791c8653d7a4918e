import { namespaceText } from '@/lib/i18n-namespace';

/** Texts of the start page's card with the member's open surveys. */
const DASHBOARD_TEXT = {
  openSurveys: {
    title: 'Meine Umfragen',
    empty: 'Zurzeit warten keine Umfragen auf Ihre Teilnahme.',
    failed: 'Ihre Umfragen konnten nicht geladen werden.',
    start: 'Teilnehmen',
    resume: 'Fortsetzen',
    started: 'Begonnen',
    deadline: 'bis {{date}}',
    opening: 'Die Umfrage wird geöffnet …',
    openFailed: 'Die Umfrage konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  },
  firstSteps: {
    title: 'Erste Schritte',
    progress: '{{done}} von {{total}} erledigt',
    done: 'Erledigt',
    open: 'Offen',
    steps: {
      modelCreated: 'Ein eigenes Prozessmodell anlegen',
      colleagueInvited: 'Eine Kollegin oder einen Kollegen einladen',
      surveySent: 'Eine erste Umfrage versenden',
    },
    hints: {
      modelCreated: 'Im Ordner „Beispielprozesse“ finden Sie die Auftragsabwicklung als Vorlage.',
      colleagueInvited: 'Unter Verwaltung › Nutzer laden Sie Mitarbeitende per E-Mail ein.',
      surveySent: 'Fragen Sie Ihre Mitarbeitenden, wie sich ihre Prozesse anfühlen.',
    },
    hide: 'Ausblenden',
    finish: 'Fertig – ausblenden',
    hideFailed: 'Die Liste konnte nicht ausgeblendet werden. Bitte versuchen Sie es erneut.',
  },
} as const;

export const t = namespaceText(DASHBOARD_TEXT);
