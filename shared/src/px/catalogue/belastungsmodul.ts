import { defineModule, good, strain } from './define.js';

/**
 * Module 5 'Belastungsmodul' (STRESS_MODULE): psychological strain along the areas of the GDA
 * guideline for the risk assessment of psychological strain. Top categories are the GDA areas,
 * subcategories their key factors. Texts are our own; no published instrument is copied.
 */
export const BELASTUNGSMODUL = defineModule('STRESS_MODULE', [
  {
    id: 'm5.arbeitsinhalt',
    title: 'Arbeitsinhalt und Arbeitsaufgabe',
    page: 'B1',
    children: [
      {
        id: 'm5.arbeitsinhalt.vollstaendigkeit',
        title: 'Vollständigkeit der Aufgabe',
        items: [
          good(
            'M5-AI-01',
            'Ich kann meine Aufgaben von der Vorbereitung bis zum Ergebnis selbst bearbeiten.',
          ),
          strain('M5-AI-02', 'Ich erledige nur kleine Teilschritte, deren Zweck ich oft nicht erkenne.'),
        ],
      },
      {
        id: 'm5.arbeitsinhalt.handlungsspielraum',
        title: 'Handlungsspielraum',
        items: [
          good('M5-AI-03', 'Ich kann die Reihenfolge meiner Arbeitsschritte selbst festlegen.'),
          good('M5-AI-04', 'Ich habe Einfluss darauf, welche Arbeit mir zugeteilt wird.'),
        ],
      },
      {
        id: 'm5.arbeitsinhalt.variabilitaet',
        title: 'Abwechslung',
        items: [
          strain(
            'M5-AI-05',
            'Meine Arbeit besteht überwiegend aus immer gleichen Handgriffen oder Vorgängen.',
          ),
        ],
      },
      {
        id: 'm5.arbeitsinhalt.information',
        title: 'Information',
        items: [
          good('M5-AI-06', 'Ich erhalte alle Informationen, die ich für meine Arbeit brauche, rechtzeitig.'),
          strain('M5-AI-07', 'Ich muss mehr Informationen verarbeiten, als ich bewältigen kann.'),
        ],
      },
      {
        id: 'm5.arbeitsinhalt.verantwortung',
        title: 'Verantwortung',
        items: [
          strain(
            'M5-AI-08',
            'Fehler in meiner Arbeit können schwerwiegende Folgen haben, die mich belasten.',
          ),
        ],
      },
      {
        id: 'm5.arbeitsinhalt.qualifikation',
        title: 'Qualifikation',
        items: [
          good('M5-AI-09', 'Ich bin für meine Aufgaben ausreichend eingearbeitet und geschult.'),
          strain('M5-AI-10', 'Ich muss Aufgaben übernehmen, für die ich nicht ausgebildet bin.'),
        ],
      },
      {
        id: 'm5.arbeitsinhalt.emotional',
        title: 'Emotionale Inanspruchnahme',
        items: [
          strain('M5-AI-11', 'Ich muss bei der Arbeit häufig Gefühle zeigen, die ich nicht empfinde.'),
          strain('M5-AI-12', 'Ich erlebe bei der Arbeit Situationen, die mich emotional stark mitnehmen.'),
          strain(
            'M5-AI-13',
            'Ich werde bei der Arbeit von Kundinnen, Kunden oder Dritten unfreundlich behandelt.',
          ),
        ],
      },
    ],
  },
  {
    id: 'm5.arbeitsorganisation',
    title: 'Arbeitsorganisation',
    page: 'B2',
    children: [
      {
        id: 'm5.arbeitsorganisation.ablauf',
        title: 'Arbeitsablauf',
        items: [
          strain('M5-AO-01', 'Ich stehe bei der Arbeit unter Zeitdruck.'),
          strain('M5-AO-02', 'Ich werde bei meiner Arbeit häufig unterbrochen.'),
          strain(
            'M5-AO-03',
            'Ich muss mehrere Aufgaben gleichzeitig im Blick behalten, was mir schwerfällt.',
          ),
          good('M5-AO-04', 'Mein Arbeitspensum ist gleichmäßig über die Woche verteilt.'),
        ],
      },
      {
        id: 'm5.arbeitsorganisation.kommunikation',
        title: 'Kommunikation und Kooperation',
        items: [
          good('M5-AO-05', 'Die Abstimmung mit anderen Bereichen klappt gut.'),
          strain('M5-AO-06', 'Wichtige Absprachen werden nicht weitergegeben.'),
          good('M5-AO-07', 'Ich kann mich bei Fragen zu meiner Arbeit jederzeit an jemanden wenden.'),
        ],
      },
    ],
  },
  {
    id: 'm5.arbeitszeit',
    title: 'Arbeitszeit',
    page: 'B2',
    items: [
      strain('M5-AZ-01', 'Ich arbeite regelmäßig länger als vereinbart.'),
      good('M5-AZ-02', 'Ich kann meine Pausen so nehmen, wie sie vorgesehen sind.'),
      good('M5-AZ-03', 'Meine Arbeitszeiten sind gut planbar.'),
      strain(
        'M5-AZ-04',
        'Kurzfristige Änderungen meiner Arbeitszeit erschweren mir die Planung meiner Freizeit.',
      ),
      good('M5-AZ-05', 'Ich kann bei der Lage meiner Arbeitszeit mitbestimmen.'),
    ],
  },
  {
    id: 'm5.beziehungen',
    title: 'Soziale Beziehungen',
    page: 'B3',
    children: [
      {
        id: 'm5.beziehungen.kollegium',
        title: 'Kolleginnen und Kollegen',
        items: [
          good('M5-SB-01', 'Im Kollegenkreis unterstützen wir uns gegenseitig.'),
          good('M5-SB-02', 'Ich fühle mich in meinem Team akzeptiert.'),
          strain('M5-SB-03', 'Es gibt in meinem Arbeitsumfeld Konflikte, die nicht geklärt werden.'),
          strain('M5-SB-04', 'Ich werde von anderen bei der Arbeit ausgegrenzt oder herabgesetzt.'),
        ],
      },
      {
        id: 'm5.beziehungen.fuehrung',
        title: 'Führungskraft',
        items: [
          good('M5-SB-05', 'Meine Führungskraft unterstützt mich, wenn es schwierig wird.'),
          good('M5-SB-06', 'Meine Führungskraft behandelt alle im Team fair.'),
          good('M5-SB-07', 'Ich bekomme von meiner Führungskraft hilfreiche Rückmeldungen zu meiner Arbeit.'),
          strain(
            'M5-SB-08',
            'Von meiner Führungskraft erfahre ich Entscheidungen, die mich betreffen, oft zu spät.',
          ),
        ],
      },
    ],
  },
  {
    id: 'm5.umgebung',
    title: 'Arbeitsmittel und Arbeitsumgebung',
    page: 'B4',
    children: [
      {
        id: 'm5.umgebung.arbeitsmittel',
        title: 'Arbeitsmittel',
        items: [
          good('M5-AU-01', 'Die Geräte und Programme, mit denen ich arbeite, funktionieren zuverlässig.'),
          good('M5-AU-02', 'Die Software, die ich nutze, ist leicht zu bedienen.'),
          strain('M5-AU-03', 'Mir fehlen Arbeitsmittel, die ich für meine Aufgaben brauche.'),
        ],
      },
      {
        id: 'm5.umgebung.physikalisch',
        title: 'Physikalische Bedingungen',
        items: [
          strain('M5-AU-04', 'Lärm an meinem Arbeitsplatz stört meine Konzentration.'),
          strain(
            'M5-AU-05',
            'Beleuchtung, Temperatur oder Luft an meinem Arbeitsplatz beeinträchtigen mich.',
          ),
        ],
      },
      {
        id: 'm5.umgebung.arbeitsplatz',
        title: 'Arbeitsplatzgestaltung',
        items: [
          good('M5-AU-06', 'Mein Arbeitsplatz bietet genug Platz, um ungestört zu arbeiten.'),
          strain('M5-AU-07', 'Ich arbeite häufig in einer ungünstigen Körperhaltung.'),
        ],
      },
    ],
  },
  {
    id: 'm5.neueformen',
    title: 'Neue Arbeitsformen',
    page: 'B4',
    children: [
      {
        id: 'm5.neueformen.mobil',
        title: 'Mobiles und räumlich verteiltes Arbeiten',
        items: [
          good('M5-NA-01', 'Wenn ich mobil oder im Homeoffice arbeite, bin ich gut in das Team eingebunden.'),
          strain('M5-NA-02', 'Häufige Reisen oder wechselnde Einsatzorte belasten mich.'),
        ],
      },
      {
        id: 'm5.neueformen.erreichbarkeit',
        title: 'Erreichbarkeit und Abgrenzung',
        items: [
          strain('M5-NA-03', 'Es wird erwartet, dass ich auch außerhalb meiner Arbeitszeit erreichbar bin.'),
          good('M5-NA-04', 'Ich kann Arbeit und Privatleben gut voneinander trennen.'),
        ],
      },
      {
        id: 'm5.neueformen.sicherheit',
        title: 'Beschäftigungssicherheit',
        items: [
          strain(
            'M5-NA-05',
            'Die Unsicherheit über meine berufliche Zukunft in diesem Unternehmen belastet mich.',
          ),
        ],
      },
    ],
  },
]);
