import { describe, expect, it } from 'vitest';
import { type ManagementKey, managementText } from './de';

/** Texts the spec gives verbatim. */
const VERBATIM: ReadonlyArray<readonly [ManagementKey, string]> = [
  ['validation.required', 'Muss ausgefüllt werden'],
  ['validation.roleRequired', 'Rolle muss angegeben werden'],
  ['validation.invalidEmail', 'Ungültige E-Mail-Adresse.'],
  ['validation.logoTooLarge', 'Logo muss kleiner als 50KB sein'],
  ['users.add', 'Nutzer hinzufügen'],
  ['users.actions', 'Aktionen'],
  ['users.userId', 'Nutzer-ID'],
  ['users.name', 'Name'],
  ['users.roles', 'Rollen'],
  ['users.color', 'Nutzer Farbe'],
  ['users.dialog.adding', 'Nutzer wird hinzugefügt'],
  ['users.dialog.added', 'Nutzer erfolgreich hinzugefügt'],
  ['common.genericError', 'Es ist ein Fehler aufgetreten'],
  [
    'users.duplicateEmail',
    'Beim Bearbeiten ist ein Fehler aufgetreten. Möglicherweise besteht schon ein Nutzer mit dieser E-Mail-Adresse',
  ],
  ['roles.add', 'Neue Rolle'],
  ['roles.dialog.roleTitle', 'Rollentitle'],
  ['roles.dialog.failed', 'Fehler beim Erstellen der Rolle'],
  ['roles.updateFailed', 'Beim Updaten der Rechte ist ein Fehler aufgetreten'],
  ['roles.confirmDelete.title', 'Rolle löschen'],
  ['roles.deleteFailed.title', 'Fehler beim Löschen'],
  [
    'roles.deleteFailed.inUse',
    'Diese Rolle ist mit einem Nutzer verknüpft und kann daher nicht gelöscht werden. Ordnen Sie Nutzer mit dieser Rolle anderen Rollen zu um diese Rolle zu löschen.',
  ],
  ['clients.add', 'Neuer Mandant'],
  ['clients.shortName', 'Kürzel'],
  ['clients.active', 'Aktiviert'],
  ['clients.inactive', 'Deaktiviert'],
  ['clients.dialog.adminEmail', 'Administrator-Email'],
  ['clients.dialog.failed', 'Fehler beim Erstellen des Mandanten'],
];

describe('management texts', () => {
  it.each(VERBATIM)('%s is verbatim from the spec', (key, text) => {
    expect(managementText(key)).toBe(text);
  });

  it('fills placeholders', () => {
    expect(managementText('roles.confirmDelete.text', { title: 'Prüfer' })).toBe(
      'Wollen Sie die Rolle Prüfer wirklich löschen?',
    );
    expect(managementText('home.welcome', { firstName: 'Anna' })).toBe('Willkommen, Anna!');
  });
});
