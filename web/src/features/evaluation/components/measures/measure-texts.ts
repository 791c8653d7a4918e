import { MEASURE_MESSAGES } from '@prozesspuls/shared/px';
import { namespaceText } from '@/lib/i18n-namespace';

/** Every text of the measures plan. */
export const MEASURE_TEXT = {
  plan: {
    title: 'Maßnahmenplan',
    allSurveys: 'Alle Umfragen',
    survey: 'Umfrage',
    empty: 'Noch keine Maßnahmen',
    ofAssessment: 'Gefährdungsbeurteilung „{{title}}“ · {{type}}',
    openAssessment: 'In der Gefährdungsbeurteilung bearbeiten',
    columns: {
      title: 'Maßnahme',
      survey: 'Umfrage',
      target: 'Knoten / Frage',
      responsible: 'Verantwortlich',
      dueDate: 'Fällig am',
      status: 'Status',
      round: 'Runde',
      actions: 'Aktionen',
    },
  },
  node: {
    heading: 'Maßnahmen',
    add: 'Maßnahme hinzufügen',
    none: 'Keine Maßnahmen',
    sinceRound: 'seit Runde {{round}}',
  },
  dialog: {
    createTitle: 'Maßnahme hinzufügen',
    editTitle: 'Maßnahme bearbeiten',
    title: 'Titel',
    description: 'Beschreibung',
    responsible: 'Verantwortlich',
    dueDate: 'Fällig am',
    status: 'Status',
    save: 'Speichern',
    failed: 'Die Maßnahme konnte nicht gespeichert werden.',
    titleRequired: MEASURE_MESSAGES.titleRequired,
    responsibleRequired: MEASURE_MESSAGES.responsibleRequired,
    dueDateRequired: MEASURE_MESSAGES.dueDateInvalid,
  },
  delete: {
    title: 'Maßnahme löschen',
    text: MEASURE_MESSAGES.deleteConfirm,
    confirm: 'Löschen',
    failed: 'Die Maßnahme konnte nicht gelöscht werden.',
  },
  actions: {
    edit: 'Bearbeiten',
    delete: 'Löschen',
  },
  overdue: 'überfällig',
} as const;

export const t = namespaceText(MEASURE_TEXT);
