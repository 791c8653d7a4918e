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
} as const;

export const t = namespaceText('dashboard', DASHBOARD_TEXT);
