/** Every text of the works council page (German). */
export const WORKS_COUNCIL_TEXT = {
  title: 'Betriebsrat',
  intro:
    'Lesender Zugriff auf Gefährdungsbeurteilungen, Fragebögen und Anonymitätseinstellungen – nie auf einzelne Antworten oder Freitexte. Hier geben Sie Fragebögen frei und sehen, wer welche Auswertung geöffnet hat.',
  approvalRequired: 'Fragebögen müssen vor dem Versand vom Betriebsrat freigegeben werden.',
  approvalOptional: 'Eine Freigabe durch den Betriebsrat vor dem Versand ist nicht vorgeschrieben.',
  questionnaires: {
    title: 'Fragebögen',
    empty: 'Es gibt noch keine Umfrage.',
    columns: {
      title: 'Titel',
      module: 'Fragebogen',
      created: 'Erstellt am',
      approval: 'Freigabe',
      action: 'Aktion',
    },
  },
  approvedBy: (name: string, when: string) => `Freigegeben von ${name} am ${when}`,
  pending: 'Freigabe ausstehend',
  approve: 'Freigeben',
  approveFailed: 'Der Fragebogen konnte nicht freigegeben werden.',
  accessLog: {
    title: 'Zugriffsprotokoll der Auswertungen',
    empty: 'Bisher hat niemand eine Auswertung geöffnet.',
    columns: { at: 'Zeitpunkt', person: 'Person', kind: 'Art', title: 'Geöffnet' },
  },
} as const;
