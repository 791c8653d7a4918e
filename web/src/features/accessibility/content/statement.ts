/**
 * The accessibility statement (Erklärung zur Barrierefreiheit) as BITV 2.0 § 7 and the EU model
 * statement ask for it: scope, conformance status, what does not conform and why, feedback, the
 * enforcement procedure and the date. Written from what the product does and what its e2e checks
 * (test/e2e/a11y.spec.ts); update it when that changes.
 */

export interface StatementSection {
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly string[];
}

/** The day the statement was written and last checked (ISO date). */
export const STATEMENT_DATE = '2026-11-27';

/** Where feedback on barriers goes besides the help centre's bug report. */
export const ACCESSIBILITY_CONTACT_EMAIL = 'barrierefreiheit@prozesspuls.de';

export const STATEMENT_INTRO =
  'ProzessPuls ist bemüht, seine Web-Anwendung im Einklang mit der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0) und der harmonisierten europäischen Norm EN 301 549 barrierefrei zugänglich zu machen. Maßstab sind die Web Content Accessibility Guidelines (WCAG) 2.1 in der Konformitätsstufe AA. Diese Erklärung gilt für die gesamte Web-Anwendung ProzessPuls einschließlich der Teilnahmeseite für Umfragen.';

export const STATEMENT_SECTIONS: readonly StatementSection[] = [
  {
    id: 'stand',
    title: 'Stand der Vereinbarkeit mit den Anforderungen',
    paragraphs: [
      'Die Web-Anwendung ist mit den Anforderungen der BITV 2.0 teilweise vereinbar. Die unten aufgeführten Inhalte sind noch nicht vollständig barrierefrei.',
      'Die Bewertung beruht auf einer Selbstbewertung: Bei jedem Testlauf prüft das automatische Prüfwerkzeug axe-core jede Seite der Anwendung – abgemeldet und angemeldet in jeder Rolle, mit geöffneten Dialogen, den Diagrammen der Auswertung und der Teilnahmeseite in Telefongröße – gegen die Kriterien der WCAG 2.1 Stufe A und AA. Ergänzend prüfen automatische Tests die Bedienung allein mit der Tastatur. Eine vollständige Prüfung durch eine unabhängige Prüfstelle (BITV-Test) hat noch nicht stattgefunden; automatische Werkzeuge erkennen nicht alle Barrieren.',
    ],
  },
  {
    id: 'vereinbar',
    title: 'Was barrierefrei ist',
    paragraphs: [],
    items: [
      'Alle Seiten haben einen Seitentitel, eine Hauptüberschrift und Landmarken (Navigation, Hauptbereich); nach einem Seitenwechsel steht der Fokus auf der Überschrift der neuen Seite.',
      'Die Prozessliste, die Dialoge, die Seitenleisten, der Umfrage-Assistent und die Teilnahmeseite lassen sich allein mit der Tastatur bedienen; der Tastaturfokus ist sichtbar markiert. In einem Dialog bleibt der Fokus im Dialog, die Escape-Taste schließt ihn, danach steht der Fokus wieder auf dem Element, das ihn geöffnet hat. Fragen einer eigenen Umfrage lassen sich statt durch Ziehen auch durch Ankreuzen hinzufügen.',
      'Auf allen geprüften Seiten erreichen Texte ein Kontrastverhältnis von mindestens 4,5:1. Ist die Farbe eines Mandanten zu hell, wird Text in dieser Farbe automatisch so weit abgedunkelt, dass er lesbar bleibt.',
      'Schaltflächen, die nur ein Symbol zeigen, haben einen Namen, den Screenreader vorlesen.',
      'Jedes Diagramm der Auswertung hat eine Tabelle mit denselben Zahlen, die Screenreader vorlesen.',
      'Im Prozessmodellierer listet die „Gliederung“ alle Elemente eines Prozesses in Flussreihenfolge mit Nummer, Name, Typ und Anzahl der Anmerkungen; ein Eintrag wählt das Element im Diagramm aus. Mit den Pfeiltasten wechselt die Auswahl zwischen den Elementen, die Eingabetaste öffnet die Seitenleiste des gewählten Elements.',
      'Beim Bearbeiten eines Prozessmodells sind die Werkzeugpalette und das Kontextmenü des gewählten Elements mit der Tastatur bedienbar: Die Taste P auf der Zeichenfläche (oder die Schaltfläche „Werkzeugpalette“ in der Werkzeugleiste) führt in die Palette, die Taste K (oder Umschalt+F10) öffnet das Kontextmenü. Die Pfeiltasten wechseln zwischen den Einträgen, Eingabe- oder Leertaste führt einen Eintrag aus, Escape kehrt zur Zeichenfläche zurück. Ein neues Element aus der Palette wird an das gewählte Element angehängt und mit ihm verbunden, wo der Ablauf weitergeht, sonst daneben oder in der Mitte des sichtbaren Ausschnitts eingefügt; „Rückgängig“ nimmt es wieder zurück.',
      'Die Teilnahmeseite für Umfragen passt sich an Telefone an und lässt sich vergrößern.',
    ],
  },
  {
    id: 'nicht-barrierefrei',
    title: 'Nicht barrierefreie Inhalte',
    paragraphs: ['Die folgenden Inhalte sind nicht oder nur eingeschränkt barrierefrei:'],
    items: [
      'Die Zeichenfläche des Prozessmodellierers (BPMN-Diagramm) ist eine Grafik. Formen, Verbindungen und ihre Lage zueinander haben keine vollständige Textalternative; die Gliederung gibt die Elemente und ihre Reihenfolge wieder, nicht aber Verzweigungen im Einzelnen, Schwimmbahnen und die Anordnung (WCAG 1.1.1, 1.3.1).',
      'Elemente in der Größe ändern und zwei bestehende Elemente miteinander verbinden geht im Modellierer nur mit der Maus (Ziehen und Ablegen). Mit der Tastatur lassen sich Elemente auswählen, über Palette und Kontextmenü anlegen, anhängen und löschen, mit Umschalt+Pfeiltasten verschieben und über die Seitenleiste bearbeiten; die Werkzeuge der Palette, die der Maus folgen (Hand, Lasso, Platz schaffen, Verbinden), sind mit der Tastatur nicht erreichbar (WCAG 2.1.1).',
      'Grafische Elemente in der Farbe eines Mandanten (Symbole, Rahmen, Markierungen) erreichen bei hellen Mandantenfarben nicht immer das Kontrastverhältnis von 3:1 (WCAG 1.4.11).',
      'Die Video-Lektionen der „BPMN Schulung“ haben deutsche Untertitel und Kapitelmarken, aber keine Audiodeskription (WCAG 1.2.5).',
      'Aus der Anwendung erzeugte PDF-Berichte sind nicht als barrierefreie PDF-Dokumente (PDF/UA) ausgezeichnet (WCAG 1.3.1).',
      'Die Farben der Bewertungsampel und der Punktwerte werden stets mit Zahl und Wort ergänzt; in den Diagrammen unterscheiden sich Datenreihen jedoch vor allem durch die Farbe (WCAG 1.4.1). Die Tabellen zu den Diagrammen sind die Alternative.',
    ],
  },
  {
    id: 'feedback',
    title: 'Feedback und Kontakt',
    paragraphs: [
      'Sind Ihnen Mängel beim barrierefreien Zugang zu Inhalten von ProzessPuls aufgefallen, oder benötigen Sie Inhalte in einer barrierefreien Form? Melden Sie sich über den Bug Report in der Hilfe oder schreiben Sie uns eine E-Mail. Wir antworten innerhalb von zwei Wochen.',
    ],
  },
  {
    id: 'schlichtung',
    title: 'Durchsetzungsverfahren (Schlichtungsstelle nach dem BGG)',
    paragraphs: [
      'Wenn auch nach Ihrem Feedback an uns keine zufriedenstellende Lösung gefunden wurde, können Sie sich an die Schlichtungsstelle nach § 16 des Behindertengleichstellungsgesetzes (BGG) wenden. Die Schlichtungsstelle BGG hat die Aufgabe, bei Konflikten zum Thema Barrierefreiheit zwischen Menschen mit Behinderungen und öffentlichen Stellen des Bundes eine außergerichtliche Streitbeilegung zu unterstützen. Das Schlichtungsverfahren ist kostenlos; es muss kein Rechtsbeistand eingeschaltet werden.',
      'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz bei dem Beauftragten der Bundesregierung für die Belange von Menschen mit Behinderungen, Mauerstraße 53, 10117 Berlin, Telefon 030 18 527-2805, E-Mail info@schlichtungsstelle-bgg.de, Internet www.schlichtungsstelle-bgg.de.',
    ],
  },
];
