import type { TextKey, TextValues } from '@/lib/i18n-namespace';

/**
 * Every text of the administration screens (seed 001 §2 'Administration', §5, §8), German and
 * verbatim where the spec gives the wording. Registered as the i18next namespace 'management'.
 */
export const managementDe = {
  common: {
    back: 'Zurück zur Verwaltung',
    cancel: 'Abbrechen',
    close: 'Schließen',
    save: 'Speichern',
    actions: 'Aktionen',
    loading: 'Wird geladen …',
    genericError: 'Es ist ein Fehler aufgetreten',
    retry: 'Erneut versuchen',
  },
  validation: {
    required: 'Muss ausgefüllt werden',
    roleRequired: 'Rolle muss angegeben werden',
    invalidEmail: 'Ungültige E-Mail-Adresse.',
    logoTooLarge: 'Logo muss kleiner als 50KB sein',
    logoNotImage: 'Nur Bilddateien sind erlaubt',
  },
  home: {
    welcome: 'Willkommen, {{firstName}}!',
    intro: 'Verwalten Sie hier die Nutzer, Rollen und Rechte Ihres Mandanten.',
    checkingAccess: 'Berechtigungen werden geprüft …',
    areas: 'Bereiche der Verwaltung',
    usersTitle: 'Nutzer',
    usersText: 'Nutzer einladen, bearbeiten und ihnen Rollen zuweisen.',
    rolesTitle: 'Rollen und Rechte',
    rolesText: 'Rollen anlegen und löschen, Rechte je Rolle ein- und ausschalten.',
    clientsTitle: 'Mandanten',
    clientsText: 'Mandanten anlegen, aktivieren, deaktivieren und ihre Schnittstelle einrichten.',
    integrationSaved: 'Die Schnittstelle wurde gespeichert.',
    ticketsTitle: 'Fehlerberichte',
    ticketsText: 'Gemeldete Fehler aus dem Hilfebereich: Status verfolgen und beantworten.',
  },
  tickets: {
    title: 'Fehlerberichte',
    introSupport:
      'Alle Fehlerberichte aller Mandanten, die neuesten zuerst. Ändern Sie den Status oder antworten Sie per E-Mail.',
    introAdmin:
      'Die Fehlerberichte Ihres Mandanten, die neuesten zuerst. Bearbeitet werden sie vom Plattform-Support.',
    number: 'Ticket',
    created: 'Gemeldet am',
    client: 'Mandant',
    reporter: 'Gemeldet von',
    ticketTitle: 'Titel',
    state: 'Status',
    actions: 'Aktionen',
    empty: 'Es liegen keine Fehlerberichte vor.',
    details: 'Details zu {{number}}',
    happened: 'Was ist passiert?',
    expected: 'Was wurde erwartet?',
    route: 'Seite',
    browser: 'Browser',
    screenshot: 'Screenshot öffnen',
    replies: 'Antworten: {{count}}',
    reply: 'Antworten',
    replyTitle: 'Antwort auf {{number}}',
    replyText: 'Ihre Antwort an {{reporter}}',
    send: 'Senden',
    cancel: 'Abbrechen',
    replySent: 'Die Antwort wurde per E-Mail versendet.',
    stateSaved: 'Der Status wurde gespeichert.',
  },
  audit: {
    heading: 'Änderungsprotokoll',
    intro: 'Änderungen in der Verwaltung dieses Mandanten, die neuesten zuerst.',
    at: 'Zeitpunkt',
    actor: 'Geändert von',
    action: 'Aktion',
    target: 'Betroffen',
    details: 'Details',
    empty: 'Bisher wurden keine Änderungen protokolliert.',
    showAll: 'Alle {{total}} Einträge anzeigen',
    showLess: 'Weniger anzeigen',
    actions: {
      user_add: 'Nutzer hinzugefügt',
      user_roles: 'Rollen eines Nutzers geändert',
      role_create: 'Rolle erstellt',
      role_delete: 'Rolle gelöscht',
      role_permission: 'Recht geändert',
      client_create: 'Mandant erstellt',
      client_state: 'Mandantenstatus geändert',
      client_integration: 'Schnittstelle geändert',
      client_mailDomains: 'Erlaubte Mail-Domains geändert',
      integration_survey: 'Schnittstelle aufgerufen',
    },
    yes: 'ja',
    no: 'nein',
  },
  users: {
    heading: 'Nutzer',
    intro: 'Alle Nutzer dieses Mandanten mit ihren Rollen.',
    add: 'Nutzer hinzufügen',
    actions: 'Aktionen',
    userId: 'Nutzer-ID',
    name: 'Name',
    roles: 'Rollen',
    color: 'Nutzer Farbe',
    edit: '{{name}} bearbeiten',
    notEditable: '{{name}} kann nicht bearbeitet werden',
    delete: '{{name}} löschen',
    confirmDelete: {
      title: 'Nutzer löschen',
      text: 'Wollen Sie {{name}} wirklich löschen? Das Konto und alle personenbezogenen Daten werden entfernt. Kommentare, Fragen und Versionen bleiben unter „Ehemalige/r Nutzer/in“ erhalten. Das lässt sich nicht rückgängig machen.',
      confirm: 'Endgültig löschen',
    },
    deleted: '{{name}} wurde gelöscht.',
    deleteFailed: 'Der Nutzer konnte nicht gelöscht werden.',
    empty: 'In diesem Mandanten gibt es noch keine Nutzer.',
    noRoles: 'Keine Rolle',
    dialog: {
      createTitle: 'Nutzer hinzufügen',
      editTitle: 'Nutzer bearbeiten',
      createIntro: 'Der neue Nutzer erhält eine E-Mail mit einem Link, über den er sein Passwort festlegt.',
      userId: 'Nutzer-ID (E-Mail)',
      firstName: 'Vorname',
      lastName: 'Nachname',
      roles: 'Rollen',
      rolesLoading: 'Rollen werden geladen …',
      rolesFailed: 'Die Rollen konnten nicht geladen werden.',
      color: 'Nutzer Farbe',
      pickColor: 'Farbe wählen',
      resetColor: 'Farbe zurücksetzen',
      preview: 'Vorschau',
      submitCreate: 'Hinzufügen',
      submitEdit: 'Speichern',
      adding: 'Nutzer wird hinzugefügt',
      added: 'Nutzer erfolgreich hinzugefügt',
      saving: 'Nutzer wird gespeichert',
      saved: 'Nutzer erfolgreich gespeichert',
    },
    duplicateEmail:
      'Beim Bearbeiten ist ein Fehler aufgetreten. Möglicherweise besteht schon ein Nutzer mit dieser E-Mail-Adresse',
  },
  roles: {
    heading: 'Rollen und Rechte',
    intro: 'Jede Rolle erhält ihre Rechte über die Schalter; Änderungen gelten sofort.',
    add: 'Neue Rolle',
    actions: 'Aktionen',
    id: 'Rollen-ID',
    title: 'Rolle',
    delete: 'Rolle {{title}} löschen',
    switchLabel: '{{permission}} für {{title}}',
    empty: 'In diesem Mandanten gibt es noch keine Rollen.',
    updateFailed: 'Beim Updaten der Rechte ist ein Fehler aufgetreten',
    created: 'Die Rolle {{title}} wurde erstellt.',
    deleted: 'Die Rolle {{title}} wurde gelöscht.',
    dialog: {
      title: 'Neue Rolle',
      roleTitle: 'Rollentitle',
      submit: 'Erstellen',
      failed: 'Fehler beim Erstellen der Rolle',
    },
    confirmDelete: {
      title: 'Rolle löschen',
      text: 'Wollen Sie die Rolle {{title}} wirklich löschen?',
      confirm: 'Löschen',
    },
    deleteFailed: {
      title: 'Fehler beim Löschen',
      inUse:
        'Diese Rolle ist mit einem Nutzer verknüpft und kann daher nicht gelöscht werden. Ordnen Sie Nutzer mit dieser Rolle anderen Rollen zu um diese Rolle zu löschen.',
      ok: 'OK',
    },
  },
  clients: {
    heading: 'Mandanten',
    intro: 'Alle Mandanten der Plattform. Nutzer eines deaktivierten Mandanten können sich nicht anmelden.',
    add: 'Neuer Mandant',
    id: 'ID',
    name: 'Name',
    shortName: 'Kürzel',
    adminEmail: 'Administrator-Email',
    status: 'Status',
    active: 'Aktiviert',
    inactive: 'Deaktiviert',
    color: 'Farbe',
    logo: 'Logo',
    logoOf: 'Logo von {{name}}',
    noLogo: 'Kein Logo',
    actions: 'Aktionen',
    deactivate: '{{name}} deaktivieren',
    activate: '{{name}} aktivieren',
    activateShort: 'Aktivieren',
    ownClient: 'Der aktuell gewählte Mandant kann nicht deaktiviert werden.',
    integration: 'Schnittstelle von {{name}}',
    empty: 'Es gibt noch keine Mandanten.',
    activated: 'Der Mandant {{name}} wurde aktiviert.',
    deactivated: 'Der Mandant {{name}} wurde deaktiviert.',
    created: 'Der Mandant {{name}} wurde erstellt.',
    confirmDeactivate: {
      title: 'Mandant deaktivieren',
      text: 'Wollen Sie den Mandanten {{name}} wirklich deaktivieren? Seine Nutzer können sich danach nicht mehr anmelden.',
      confirm: 'Deaktivieren',
    },
    dialog: {
      title: 'Neuer Mandant',
      intro: 'Der Administrator erhält eine Einladung, falls er noch kein Konto hat.',
      companyName: 'Name',
      shortName: 'Kürzel',
      adminEmail: 'Administrator-Email',
      logo: 'Logo',
      pickLogo: 'Logo auswählen',
      removeLogo: 'Logo entfernen',
      logoHint: 'Bilddatei, kleiner als 50 KB.',
      logoPreview: 'Vorschau des Logos',
      noLogo: 'Kein Logo ausgewählt',
      color: 'Identitätsfarbe',
      pickColor: 'Farbe wählen',
      submit: 'Erstellen',
      creating: 'Mandant wird erstellt',
      failed: 'Fehler beim Erstellen des Mandanten',
    },
  },
  integration: {
    heading: 'Externe Schnittstelle',
    intro:
      'Ist die Integration aktiv, wird beim Versand einer Umfrage das externe Workflow-System unter dieser URL benachrichtigt.',
    client: 'Mandant: {{name}}',
    url: 'Externe URL',
    urlHint: 'Eine http- oder https-Adresse, z. B. https://workflow.example.com',
    state: 'Integration aktiv',
    saving: 'Wird gespeichert …',
    failed: 'Die Schnittstelle konnte nicht gespeichert werden.',
  },
  join: {
    heading: 'Einladung annehmen',
    intro:
      'Sie wurden in einen weiteren Mandanten eingeladen. Erst wenn Sie die Einladung annehmen, werden Sie ihm zugeordnet.',
    signInFirst: 'Melden Sie sich mit dem eingeladenen Konto an, um die Einladung anzunehmen.',
    signedInAs: 'Angemeldet als {{userId}}',
    accept: 'Einladung annehmen',
    accepting: 'Einladung wird angenommen …',
    accepted: 'Sie sind jetzt dem Mandanten „{{companyName}}“ zugeordnet.',
    switchClient: 'Zum Mandanten wechseln',
    toStart: 'Zur Startseite',
    otherAccount: 'Mit einem anderen Konto anmelden',
  },
  anonymity: {
    heading: 'Anonymität der Auswertungen',
    intro:
      'Auswertungen zeigen Ergebnisse einer Gruppe erst ab dieser Zahl vollständiger Antworten. Die Schwellen lassen sich nur erhöhen.',
    threshold: 'Mindestanzahl Antworten',
    thresholdHint: 'Ganze Zahl von {{min}} bis {{max}}',
    freeTextThreshold: 'Mindestanzahl Antworten für Freitexte',
    freeTextHint: 'Ganze Zahl von {{min}} bis {{max}}',
    onlyUpward: 'Ein Absenken ist nicht möglich: Bereits verborgene Ergebnisse würden sichtbar.',
    saved: 'Die Anonymitätsschwellen wurden gespeichert.',
    failed: 'Die Anonymitätsschwellen konnten nicht gespeichert werden.',
    saving: 'Wird gespeichert …',
  },
  worksCouncil: {
    heading: 'Betriebsrat',
    intro:
      'Mitglieder einer Rolle mit dem Recht „Betriebsrat“ lesen Gefährdungsbeurteilungen, Fragebögen und Anonymitätseinstellungen, nie einzelne Antworten, und sehen das Zugriffsprotokoll der Auswertungen.',
    approvalRequired: 'Fragebögen vor dem Versand durch den Betriebsrat freigeben lassen',
    saved: 'Die Einstellung zum Betriebsrat wurde gespeichert.',
    failed: 'Die Einstellung zum Betriebsrat konnte nicht gespeichert werden.',
  },
  mailDomains: {
    heading: 'Erlaubte Mail-Domains für Umfragen',
    intro:
      'Umfragen gehen nur an Adressen dieser Domains, und nur sie zählen für die Anonymitätsschwelle: So kann niemand eine Gruppe mit eigenen Adressen auffüllen. Mehrfach genannte Adressen (auch mit +Zusatz) zählen einmal, die eigene Adresse der sendenden Person nie.',
    domains: 'Erlaubte Mail-Domains',
    placeholder: 'z. B. firma.de, mit Enter übernehmen',
    defaultHint: 'Voreinstellung (Domains der Nutzer dieses Mandanten): {{domains}}',
    usingDefault: 'Es gilt die Voreinstellung.',
    onlyDefault:
      'Sie können Domains der Voreinstellung wählen oder entfernen. Weitere Domains kann nur ein Plattform-Superuser erlauben.',
    canWiden: 'Als Plattform-Superuser können Sie auch weitere Domains erlauben.',
    saved: 'Die erlaubten Mail-Domains wurden gespeichert.',
    failed: 'Die Mail-Domains konnten nicht gespeichert werden.',
    saving: 'Wird gespeichert …',
  },
  recipientDomains: {
    heading: 'Empfänger je Mail-Domain',
    intro:
      'Je Umfrage (aktuelle Runde) die Zahl der Empfänger je Mail-Domain, ohne Adressen: So ist eine mit fremden Adressen aufgefüllte Liste zu erkennen.',
    survey: 'Umfrage',
    round: 'Runde',
    recipients: 'Empfänger',
    perDomain: 'Je Mail-Domain',
    domainCount: '{{domain}}: {{count}}',
    notSent: 'Noch nicht versendet',
    archived: 'archiviert',
    empty: 'Es gibt noch keine Umfragen.',
  },
} as const;

export type ManagementTexts = typeof managementDe;

/** A dotted key into the catalogue, e.g. 'users.dialog.added'. */
export type ManagementKey = TextKey<ManagementTexts>;

export type { TextValues };

/**
 * The text of a key with its {{placeholders}} filled, read straight from the catalogue. The
 * components go through i18next (same catalogue, same placeholder syntax); pure code and
 * tests use this.
 */
export function managementText(key: ManagementKey, values: TextValues = {}): string {
  let node: unknown = managementDe;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
