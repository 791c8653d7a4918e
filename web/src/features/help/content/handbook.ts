import type { HandbookChapterId } from '@/config/handbook';

export interface HandbookSection {
  /** Deep-link id: `/help?tab=handbuch&section=<id>`. */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

export interface HandbookChapter {
  readonly id: HandbookChapterId;
  readonly title: string;
  readonly sections: readonly HandbookSection[];
}

/**
 * A chapter's screenshot, served from `web/public/handbook/`. `npm run docs:media` takes them from
 * the running product (test/media/handbook.media.ts), one per chapter, named after its id.
 */
export const handbookImage = (chapter: HandbookChapterId) => `/handbook/${chapter}.png`;

/**
 * The handbook's text, chapter by chapter, written from what the
 * product does. Chapter ids and titles come from config/handbook.ts, where the screens' '?' find them.
 */
export const HANDBOOK: readonly HandbookChapter[] = [
  {
    id: 'anmeldung',
    title: 'Anmeldung und Passwort',
    sections: [
      {
        id: 'anmeldung-login',
        title: 'Anmelden',
        paragraphs: [
          'Melden Sie sich auf der Startseite mit Ihrer E-Mail-Adresse und Ihrem Passwort an. Nach mehreren falschen Versuchen wird die Anmeldung für kurze Zeit gesperrt; warten Sie dann einige Minuten.',
          'Gehören Sie mehreren Mandanten an, wechseln Sie den Mandanten über Ihr Profil unten in der Navigation. Farbe und Logo der Oberfläche folgen dem gewählten Mandanten.',
        ],
      },
      {
        id: 'anmeldung-passwort',
        title: 'Passwort vergessen oder neu setzen',
        paragraphs: [
          'Über „Passwort vergessen“ erhalten Sie eine E-Mail mit einem Link. Der Link gilt nur kurze Zeit und nur einmal; über ihn vergeben Sie ein neues Passwort.',
          'Ein Passwort braucht mindestens acht Zeichen mit Groß- und Kleinbuchstaben, einer Ziffer und einem Sonderzeichen. Nach dem Setzen werden Sie auf allen anderen Geräten abgemeldet.',
        ],
      },
    ],
  },
  {
    id: 'startseite',
    title: 'Startseite',
    sections: [
      {
        id: 'startseite-ueberblick',
        title: 'Überblick',
        paragraphs: [
          'Die Startseite begrüßt Sie mit Ihrem Vornamen und bietet Schnellstart-Karten für die Bereiche, die Ihre Rechte öffnen, zum Beispiel „Modell erstellen“ oder „Umfragen“.',
          'Unter „Meine Umfragen“ stehen die Umfragen, an denen Sie teilnehmen können; „Teilnehmen“ öffnet sie.',
        ],
      },
      {
        id: 'startseite-auswertungen',
        title: 'Auswertungen auf der Startseite',
        paragraphs: [
          'Mit Zugriff auf Umfragen sehen Sie die neuesten Auswertungen als runde Anzeigen. Die Farbe folgt der Ampel der Auswertung: bis 2 grün, über 2 bis 4 gelb, darüber rot; die Legende über den Karten sagt es ebenfalls.',
          '„Details ansehen“ klappt die Bereiche und Fragen einer Auswertung auf.',
        ],
      },
    ],
  },
  {
    id: 'prozesse',
    title: 'Prozesse',
    sections: [
      {
        id: 'prozesse-liste',
        title: 'Prozessliste und Ordner',
        paragraphs: [
          'Die Prozessliste zeigt Ihre Prozessmodelle in Ordnern. Ein Ordner hat Rechte je Rolle: Wer kein Leserecht hat, sieht den Ordner nicht. Neue Mandanten beginnen mit dem Ordner „Default“.',
          'Über „Neues Modell“ legen Sie ein Modell an oder laden eine BPMN-Datei hoch. Die Suche filtert nach dem Prozessnamen.',
        ],
      },
      {
        id: 'prozesse-modellieren',
        title: 'Modellieren, nummerieren und kommentieren',
        paragraphs: [
          'Im Modellierer wechseln Sie mit „Bearbeiten“ in den Bearbeitungsmodus; solange Sie bearbeiten, ist das Modell für andere gesperrt. Speichern legt eine neue Version in der Historie an.',
          'Aufgaben, Aktivitäten, Gateways und Teilprozesse erhalten hierarchische Nummern wie 1, 1.1 oder 2.3. Die Nummer 0 ist nicht erlaubt; ist eine Nummer belegt, können die folgenden Elemente umnummeriert werden.',
          'In der Seitenleiste hängen Sie an ein Element Kommentare, Dokumente, eine Beschreibung und Fragen an Kollegen. Mit „@“ erwähnen Sie Kollegen in einem Kommentar; sie erhalten eine E-Mail.',
        ],
      },
      {
        id: 'prozesse-px',
        title: 'PX-Modus und Bewertungs-Badges',
        paragraphs: [
          'Im PX-Modus hängen Sie Fragen an Elemente und erzeugen daraus eine Prozessumfrage: „Fragenübersicht“, „Umfrage generieren“, Titel und Startseite, dann die Seite „Ihre Fragenauswahl“ mit Vorschau und „Umfrage erstellen“.',
          'Die PX-Übersicht zeigt die Auswertung einer Prozessumfrage als Badges an den Elementen: unter 3 grün, unter 5 orange, sonst rot. Das Element-Panel färbt nach seiner eigenen Regel: bis 2,5 grün, bis 4,5 gelb, sonst rot.',
        ],
      },
      {
        id: 'prozesse-freigabe',
        title: 'Freigabe und Steckbriefe',
        paragraphs: [
          'Mit dem Freigabe-Workflow bitten Sie Prüfer um die Freigabe eines Modells; jeder Prüfer stimmt zu oder lehnt mit Begründung ab.',
          'Prozesssteckbriefe beschreiben einen Prozess mit Feldern; die Prozesslandkarte ordnet die Prozesse nach Abteilungen. Prozessobjekte (Rollen, Systeme, Dokumente) verknüpfen Sie mit Elementen.',
        ],
      },
    ],
  },
  {
    id: 'fragen',
    title: 'Fragen',
    sections: [
      {
        id: 'fragen-meine',
        title: 'Meine Fragen',
        paragraphs: [
          'Unter „Meine Fragen“ stehen die Fragen, die Kollegen Ihnen zu einem Prozesselement gestellt haben. Die Zahl neben dem Menüpunkt nennt die offenen. Beim Beantworten sehen Sie das Modell mit dem markierten Element.',
        ],
      },
      {
        id: 'fragen-katalog',
        title: 'Fragenkatalog für Umfragen',
        paragraphs: [
          'Im Fragenkatalog verwalten Sie die PX-Fragen für Umfragen, 15 je Seite, die neuesten zuerst. Fragen, die höchstens sieben Tage alt sind, tragen das Badge „NEU“.',
          'Eine neue Frage legen Sie mit Modul, Typ und Text an. Fragen, die schon in Umfragen stehen, bleiben dort unverändert.',
        ],
      },
    ],
  },
  {
    id: 'umfragen',
    title: 'Umfragen',
    sections: [
      {
        id: 'umfragen-erstellen',
        title: 'Umfrage erstellen',
        paragraphs: [
          '„Neue Umfrage“ fragt, wie die Umfrage entstehen soll: als arbeitswissenschaftliche Umfrage (IWAK), als Stress-Umfrage oder manuell aus dem Fragenkatalog. Danach vergeben Sie Titel und Startseite und prüfen die Vorschau.',
          'Prozessumfragen entstehen im PX-Modus des Modellierers und öffnen die Seite „Ihre Fragenauswahl“.',
        ],
      },
      {
        id: 'umfragen-senden',
        title: 'Senden und Erinnern',
        paragraphs: [
          'In der Umfrageliste sendet „Umfrage senden“ die Umfrage an Mitglieder des Mandanten und an E-Mail-Adressen. Jede Person erhält einen persönlichen Link; ungültige Adressen werden rot markiert.',
          'Der Status wechselt von „Erstellt“ über „Versendet“ und „Beantwortet“ zu „Beendet“. „Umfrage beenden“ erstellt einen Auswertungspunkt; „Umfrage erneut starten“ beginnt eine weitere Runde.',
        ],
      },
    ],
  },
  {
    id: 'auswertung',
    title: 'Auswertung von Umfragen',
    sections: [
      {
        id: 'auswertung-lesen',
        title: 'Eine Auswertung lesen',
        paragraphs: [
          'Bewertet wird in Schulnoten von 1 (sehr gut) bis 6 (ungenügend). Die Ampel der Auswertung: bis 2 grün, über 2 bis 4 gelb, darüber rot. Die Legende über den Karten erklärt die Farben.',
          'Der Trend vergleicht mit dem vorigen Auswertungspunkt: gesunken, gestiegen oder keine Änderung. Bei zu wenigen Antworten bleibt ein Ergebnis zum Schutz der Anonymität verborgen.',
        ],
      },
      {
        id: 'auswertung-massnahmen',
        title: 'Maßnahmen und Bericht',
        paragraphs: [
          'Zu Bereichen und Fragen legen Sie Maßnahmen mit Verantwortlichem und Fälligkeit an; der Maßnahmenplan sammelt sie. Die Auswertung lässt sich als PDF-Bericht herunterladen.',
        ],
      },
    ],
  },
  {
    id: 'checklisten',
    title: 'Checklisten des Innovationsprozesses',
    sections: [
      {
        id: 'checklisten-arbeiten',
        title: 'Mit Checklisten arbeiten',
        paragraphs: [
          'Eine Checkliste führt in fünf Schritten durch den Innovationsprozess. Jeder Schritt hat Vorbereitungsfragen als Freitext und Prüfpunkte zum Abhaken; „Weiter“ führt zum nächsten Schritt.',
          'Die Ampel zeigt den Fortschritt: bis 50 % rot, darunter bis 100 % gelb, bei 100 % grün. Beim Verlassen fragt die Checkliste, ob Ihre Änderungen gespeichert werden sollen.',
          'Eine Umfrage des Bindungsmoduls (Modul 1) muss verknüpft werden, eine zweite ist optional; ihre Auswertung öffnet sich aus der Checkliste.',
        ],
      },
    ],
  },
  {
    id: 'nutzerverwaltung',
    title: 'Nutzerverwaltung',
    sections: [
      {
        id: 'nutzerverwaltung-nutzer',
        title: 'Nutzer und Rollen',
        paragraphs: [
          'Administratoren laden unter „Verwaltung“ neue Nutzer per E-Mail ein und weisen ihnen Rollen zu. Rechte wie PROCESS oder SURVEY schalten Sie je Rolle ein und aus; ein Nutzer hat die Rechte aller seiner Rollen.',
          'Das Änderungsprotokoll zeigt, wer Rollen, Rechte und Nutzer geändert hat.',
        ],
      },
      {
        id: 'nutzerverwaltung-fehlerberichte',
        title: 'Fehlerberichte',
        paragraphs: [
          'Unter „Fehlerberichte“ sehen Administratoren die Berichte ihres Mandanten mit Ticketnummer und Status (Offen, In Bearbeitung, Erledigt). Der Plattform-Support sieht alle Berichte, ändert den Status und antwortet per E-Mail.',
        ],
      },
    ],
  },
  {
    id: 'hilfe',
    title: 'Hilfebereich',
    sections: [
      {
        id: 'hilfe-fehler-melden',
        title: 'Einen Fehler melden',
        paragraphs: [
          'Im Reiter „Bug Report“ beschreiben Sie einen Fehler mit Titel, was passiert ist und was Sie erwartet haben; ein Screenshot bis 5 MB ist möglich. Seite und Browser werden automatisch mitgesendet.',
          'Nach dem Senden sehen Sie die Ticketnummer (zum Beispiel PP-2026-0001) und erhalten eine Bestätigung per E-Mail.',
        ],
      },
      {
        id: 'hilfe-schulung',
        title: 'Videolektionen (BPMN Schulung)',
        paragraphs: [
          'Der Reiter „BPMN Schulung“ zeigt kurze Videolektionen in ihrer Reihenfolge: das erste Modell, Elemente und Nummerierung, Kommentare und Fragen, die Freigabe, eine Umfrage aus dem Katalog und das Lesen einer Auswertung. Die Lektionen sind mit der Anwendung selbst aufgenommen.',
          'Deutsche Untertitel sind eingeschaltet; unter dem Video springen Sie über die Kapitelliste zu einem Abschnitt. Bei jeder Lektion steht, wie viel Sie schon gesehen haben; ab 90 Prozent gilt sie als „Abgeschlossen“. Öffnen Sie eine Lektion wieder, läuft sie dort weiter, wo Sie aufgehört haben – auch auf einem anderen Gerät.',
        ],
      },
      {
        id: 'hilfe-changelog',
        title: 'Changelog und Handbuch',
        paragraphs: [
          'Der Reiter „Changelog“ listet alle Versionen mit ihren Änderungen. Nach einem Update zeigt ein Dialog die Neuerungen seit Ihrer letzten Bestätigung mit „Verstanden“.',
          'Das Handbuch erreichen Sie über das Fragezeichen jeder Seite; es öffnet das passende Kapitel. Die Suche findet Begriffe in allen Kapiteln, und jeder Abschnitt hat einen eigenen Link.',
        ],
      },
    ],
  },
];
