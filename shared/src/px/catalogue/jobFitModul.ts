import { defineModule, good, strain } from './define.js';

/**
 * Module 2 'Job-Fit-Modul': how well the demands of the task match the person's abilities and
 * preferences. Each item states a fit or a misfit, so every item has a direction.
 */
export const JOB_FIT_MODUL = defineModule('Module_Two', [
  {
    id: 'm2.anforderungen',
    title: 'Aufgabenanforderungen',
    page: 'P5',
    children: [
      {
        id: 'm2.anforderungen.fachlich',
        title: 'Fachliche Anforderungen',
        items: [
          good('M2-AN-01', 'Meine Aufgaben fordern mich fachlich, ohne mich zu überfordern.'),
          strain('M2-AN-02', 'Für meine Aufgaben fehlt mir häufig das nötige Fachwissen.'),
          strain('M2-AN-03', 'Meine fachlichen Kenntnisse werden in meiner Tätigkeit kaum gebraucht.'),
        ],
      },
      {
        id: 'm2.anforderungen.tempo',
        title: 'Arbeitsmenge und Tempo',
        items: [
          good('M2-AN-04', 'Die Menge meiner Aufgaben passt zu der Zeit, die mir dafür zur Verfügung steht.'),
          strain('M2-AN-05', 'Das geforderte Arbeitstempo liegt über dem, was ich dauerhaft leisten kann.'),
        ],
      },
      {
        id: 'm2.anforderungen.sozial',
        title: 'Soziale Anforderungen',
        items: [
          good('M2-AN-06', 'Der Umgang mit Menschen, den meine Tätigkeit verlangt, liegt mir.'),
          strain('M2-AN-07', 'Meine Tätigkeit verlangt mehr Abstimmung mit anderen, als mir angenehm ist.'),
        ],
      },
      {
        id: 'm2.anforderungen.verantwortung',
        title: 'Verantwortung',
        items: [
          good('M2-AN-08', 'Die Verantwortung, die ich trage, entspricht dem, was ich mir zutraue.'),
          strain('M2-AN-09', 'Ich trage Verantwortung für Dinge, auf die ich keinen Einfluss habe.'),
        ],
      },
    ],
  },
  {
    id: 'm2.praeferenzen',
    title: 'Persönliche Präferenzen',
    page: 'P6',
    children: [
      {
        id: 'm2.praeferenzen.abwechslung',
        title: 'Abwechslung',
        items: [
          good('M2-PP-01', 'Meine Arbeit bietet so viel Abwechslung, wie ich mir wünsche.'),
          strain('M2-PP-02', 'Meine Tätigkeit ist mir zu eintönig.'),
        ],
      },
      {
        id: 'm2.praeferenzen.selbststaendigkeit',
        title: 'Selbstständigkeit',
        items: [
          good('M2-PP-03', 'Ich kann so selbstständig arbeiten, wie ich es gern möchte.'),
          strain(
            'M2-PP-04',
            'Ich hätte gern mehr Freiheit bei der Einteilung meiner Arbeit, als meine Stelle zulässt.',
          ),
        ],
      },
      {
        id: 'm2.praeferenzen.zusammenarbeit',
        title: 'Zusammenarbeit',
        items: [
          good('M2-PP-05', 'Das Verhältnis von Teamarbeit und Einzelarbeit passt zu mir.'),
          strain('M2-PP-06', 'Ich arbeite öfter allein, als mir lieb ist.'),
        ],
      },
      {
        id: 'm2.praeferenzen.entwicklung',
        title: 'Lernen und Entwicklung',
        items: [
          good(
            'M2-PP-07',
            'Meine Tätigkeit gibt mir die Möglichkeit, mich so weiterzuentwickeln, wie ich es möchte.',
          ),
          strain('M2-PP-08', 'Meine Stärken kommen in meiner jetzigen Tätigkeit kaum zum Tragen.'),
        ],
      },
      {
        id: 'm2.praeferenzen.werte',
        title: 'Werte',
        items: [
          good('M2-PP-09', 'Die Art, wie hier gearbeitet wird, passt zu meinen Wertvorstellungen.'),
          strain('M2-PP-10', 'Ich muss bei der Arbeit manchmal Dinge tun, hinter denen ich nicht stehe.'),
        ],
      },
    ],
  },
  {
    id: 'm2.gesamtpassung',
    title: 'Gesamtpassung',
    page: 'P7',
    items: [
      good('M2-GP-01', 'Meine Stelle passt insgesamt gut zu meinen Fähigkeiten.'),
      good('M2-GP-02', 'Meine Stelle passt insgesamt gut zu dem, was mir bei der Arbeit wichtig ist.'),
      strain('M2-GP-03', 'Eine andere Tätigkeit im Unternehmen würde besser zu mir passen.'),
    ],
  },
]);
