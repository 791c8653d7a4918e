import { choice, defineModule, good, strain } from './define.js';

/**
 * Module 1 'Bindungsmodul': bond and job satisfaction. Rollenmerkmale, persönliche Merkmale and
 * Prozess are stressors and resources; 'Zufriedenheit und Bindung' is the OUTCOME that feeds
 * 'Stimmungsbild der Beschäftigten'. Personal data ('Personenstandsdaten') comes last, coarse bands only.
 */
export const BINDUNGSMODUL = defineModule('Module_One', [
  {
    id: 'm1.rollenmerkmale',
    title: 'Rollenmerkmale',
    page: 'P1',
    children: [
      {
        id: 'm1.rollenmerkmale.klarheit',
        title: 'Rollenklarheit',
        items: [
          good('M1-RM-01', 'Ich weiß genau, was in meiner Rolle von mir erwartet wird.'),
          good('M1-RM-02', 'Meine Zuständigkeiten sind klar von denen anderer abgegrenzt.'),
          strain('M1-RM-03', 'Ich erhalte von verschiedenen Seiten Aufträge, die sich widersprechen.'),
        ],
      },
      {
        id: 'm1.rollenmerkmale.gestaltung',
        title: 'Gestaltungsspielraum',
        items: [
          good('M1-RM-04', 'Ich kann selbst entscheiden, wie ich meine Aufgaben erledige.'),
          good('M1-RM-05', 'Meine Vorschläge werden bei Entscheidungen in meinem Bereich berücksichtigt.'),
          strain('M1-RM-06', 'Für Kleinigkeiten muss ich mir erst eine Freigabe holen.'),
        ],
      },
      {
        id: 'm1.rollenmerkmale.anerkennung',
        title: 'Anerkennung',
        items: [
          good('M1-RM-07', 'Für gute Arbeit bekomme ich eine Rückmeldung.'),
          good('M1-RM-08', 'Mein Beitrag zum Erfolg des Teams wird gesehen.'),
          strain('M1-RM-09', 'Meine Leistung wird im Verhältnis zu meinem Einsatz zu wenig gewürdigt.'),
        ],
      },
      {
        id: 'm1.rollenmerkmale.entwicklung',
        title: 'Entwicklungsmöglichkeiten',
        items: [
          good('M1-RM-10', 'In meiner Rolle kann ich Neues lernen.'),
          good('M1-RM-11', 'Ich sehe für mich eine berufliche Perspektive in diesem Unternehmen.'),
        ],
      },
    ],
  },
  {
    id: 'm1.persoenlich',
    title: 'Persönliche Merkmale',
    page: 'P2',
    children: [
      {
        id: 'm1.persoenlich.zutrauen',
        title: 'Zutrauen in die eigenen Fähigkeiten',
        items: [
          good('M1-PM-01', 'Auch schwierige Aufgaben traue ich mir zu.'),
          good('M1-PM-02', 'Wenn etwas nicht klappt, finde ich meist einen anderen Weg.'),
          good('M1-PM-03', 'Veränderungen in meiner Arbeit sehe ich gelassen entgegen.'),
        ],
      },
      {
        id: 'm1.persoenlich.erholung',
        title: 'Erholung und Wohlbefinden',
        items: [
          strain('M1-PM-04', 'Nach der Arbeit fühle ich mich häufig erschöpft.'),
          strain('M1-PM-05', 'In meiner Freizeit fällt es mir schwer, von der Arbeit abzuschalten.'),
          good('M1-PM-06', 'Ich gehe in der Regel ausgeruht zur Arbeit.'),
        ],
      },
      {
        id: 'm1.persoenlich.sinn',
        title: 'Sinnerleben',
        items: [
          good('M1-PM-07', 'Meine Arbeit empfinde ich als sinnvoll.'),
          good('M1-PM-08', 'Ich kann mich mit dem, was ich täglich tue, gut identifizieren.'),
        ],
      },
    ],
  },
  {
    id: 'm1.zufriedenheit',
    title: 'Zufriedenheit und Bindung',
    nodeType: 'OUTCOME',
    page: 'P3',
    children: [
      {
        id: 'm1.zufriedenheit.arbeit',
        title: 'Arbeitszufriedenheit',
        items: [
          good('M1-ZB-01', 'Alles in allem bin ich mit meiner Arbeit zufrieden.'),
          good('M1-ZB-02', 'Ich bin mit meinen Arbeitsbedingungen zufrieden.'),
          strain('M1-ZB-03', 'Meine Arbeit macht mir inzwischen weniger Freude als früher.'),
        ],
      },
      {
        id: 'm1.zufriedenheit.verbundenheit',
        title: 'Verbundenheit mit dem Unternehmen',
        items: [
          good('M1-ZB-04', 'Ich fühle mich diesem Unternehmen verbunden.'),
          good('M1-ZB-05', 'Die Ziele des Unternehmens sind auch mir wichtig.'),
          good('M1-ZB-06', 'Ich erzähle gern, wo ich arbeite.'),
        ],
      },
      {
        id: 'm1.zufriedenheit.verbleib',
        title: 'Verbleibabsicht',
        items: [
          good('M1-ZB-07', 'Ich möchte auch in drei Jahren noch hier arbeiten.'),
          strain('M1-ZB-08', 'Ich denke öfter darüber nach, das Unternehmen zu verlassen.'),
          strain('M1-ZB-09', 'Bei einem vergleichbaren Angebot von außen würde ich wechseln.'),
        ],
      },
      {
        id: 'm1.zufriedenheit.empfehlung',
        title: 'Weiterempfehlung',
        items: [
          good('M1-ZB-10', 'Ich würde das Unternehmen Freunden als Arbeitgeber empfehlen.'),
          good('M1-ZB-11', 'Ich würde mich wieder für diese Stelle entscheiden.'),
        ],
      },
    ],
  },
  {
    id: 'm1.prozess',
    title: 'Prozess',
    page: 'P4',
    children: [
      {
        id: 'm1.prozess.klarheit',
        title: 'Klarheit der Abläufe',
        items: [
          good('M1-PR-01', 'Die Arbeitsabläufe, an denen ich beteiligt bin, sind klar beschrieben.'),
          good('M1-PR-02', 'Ich weiß, was mit meinem Arbeitsergebnis im nächsten Schritt geschieht.'),
          strain('M1-PR-03', 'Oft ist unklar, wer im Ablauf für einen Schritt zuständig ist.'),
        ],
      },
      {
        id: 'm1.prozess.schnittstellen',
        title: 'Zusammenarbeit an Schnittstellen',
        items: [
          good('M1-PR-04', 'Die Übergabe von Arbeit zwischen Bereichen funktioniert reibungslos.'),
          strain('M1-PR-05', 'Ich muss häufig auf Zuarbeit aus anderen Bereichen warten.'),
        ],
      },
      {
        id: 'm1.prozess.verbesserung',
        title: 'Verbesserung der Abläufe',
        items: [
          good('M1-PR-06', 'Verbesserungsvorschläge zu unseren Abläufen werden aufgegriffen.'),
          good('M1-PR-07', 'Ich werde einbezogen, wenn sich Abläufe in meinem Bereich ändern.'),
          strain('M1-PR-08', 'Umständliche Abläufe kosten mich viel Zeit.'),
        ],
      },
    ],
  },
  {
    id: 'm1.personenstandsdaten',
    title: 'Personenstandsdaten',
    nodeType: 'PERSONAL',
    page: 'P8',
    items: [
      choice('M1-PD-01', 'Zu welcher Altersgruppe gehören Sie?', [
        'unter 30 Jahre',
        '30 bis 44 Jahre',
        '45 bis 54 Jahre',
        '55 Jahre und älter',
      ]),
      choice('M1-PD-02', 'Wie lange arbeiten Sie bereits in diesem Unternehmen?', [
        'weniger als 2 Jahre',
        '2 bis 5 Jahre',
        '6 bis 15 Jahre',
        'mehr als 15 Jahre',
      ]),
      choice('M1-PD-03', 'In welchem Bereich arbeiten Sie überwiegend?', [
        'Produktion, Technik oder Logistik',
        'Vertrieb, Service oder Beratung',
        'Verwaltung, Finanzen oder Personal',
        'anderer Bereich',
      ]),
      choice('M1-PD-04', 'Haben Sie Führungsverantwortung für andere Beschäftigte?', ['ja', 'nein']),
      choice('M1-PD-05', 'In welchem Umfang sind Sie beschäftigt?', ['Vollzeit', 'Teilzeit']),
    ],
  },
]);
