/** Texts of the process objects screen. */
export const resourcesDe = {
  title: 'Prozessobjekte',
  tabs: { DEPARTMENT: 'Abteilungen', SYSTEM: 'Systeme', ROLE: 'Rollen' },
  add: { DEPARTMENT: 'Abteilung hinzufügen', SYSTEM: 'System hinzufügen', ROLE: 'Rolle hinzufügen' },
  columns: { name: 'Name', color: 'Farbe', description: 'Beschreibung', actions: 'Aktionen' },
  edit: 'Bearbeiten',
  delete: 'Löschen',
  connectedHint: 'Verknüpfte Objekte können nicht gelöscht werden',
  empty: 'Es sind noch keine Objekte vorhanden',
  dialog: {
    createTitle: 'Objekt hinzufügen',
    editTitle: 'Objekt bearbeiten',
    name: 'Name',
    description: 'Beschreibung',
    color: 'Farbe',
    save: 'Speichern',
    required: 'Muss ausgefüllt werden',
    failed: 'Es ist ein Fehler aufgetreten',
  },
  confirmDelete: 'Löschen',
  perPage: 'Pro Seite:',
  readOnly: 'Sie dürfen Prozessobjekte ansehen, aber nicht ändern.',
} as const;
