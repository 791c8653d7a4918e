import { defineModule, good, strain } from './define.js';

/**
 * Module 4 'Prozessperspektiven-Modul': questions attached to elements of a process model. The
 * category is the element kind; each question's type is its perspective (USER: the person's own
 * experience, ROLE: the role or lane, ACTIVITY: the step, PROCESS: the process as a whole), which is
 * also its page group. All are matrices because only matrices count in the process-survey score.
 */
export const PROZESSPERSPEKTIVE = defineModule('Module_Four', [
  {
    id: 'm4.process',
    title: 'Prozess',
    element: 'Process',
    items: [
      good('M4-PRC-01', 'Der Prozess erreicht sein Ziel zuverlässig.', 'PROCESS'),
      good('M4-PRC-02', 'Ich verstehe, wozu dieser Prozess dient.', 'USER'),
      strain('M4-PRC-03', 'Der Prozess enthält Schritte, die keinen erkennbaren Nutzen haben.', 'PROCESS'),
      good('M4-PRC-04', 'Die Dauer des Prozesses ist angemessen.', 'PROCESS'),
    ],
  },
  {
    id: 'm4.pool',
    title: 'Pool',
    element: 'Pool',
    items: [
      good('M4-POO-01', 'Die Zusammenarbeit mit diesem Beteiligten funktioniert gut.', 'PROCESS'),
      good('M4-POO-02', 'Es ist klar, welche Leistungen dieser Beteiligte im Prozess erbringt.', 'PROCESS'),
      strain('M4-POO-03', 'Ergebnisse dieses Beteiligten muss ich häufig nachbearbeiten.', 'USER'),
    ],
  },
  {
    id: 'm4.lane',
    title: 'Rolle',
    element: 'Lane',
    items: [
      good('M4-LAN-01', 'Die Aufgaben dieser Rolle sind klar festgelegt.', 'ROLE'),
      good('M4-LAN-02', 'Die Rolle hat die Befugnisse, die sie für ihre Aufgaben braucht.', 'ROLE'),
      strain('M4-LAN-03', 'Die Arbeitslast dieser Rolle ist zu hoch.', 'ROLE'),
      good('M4-LAN-04', 'Ich fühle mich in dieser Rolle sicher.', 'USER'),
    ],
  },
  {
    id: 'm4.activity',
    title: 'Aktivität',
    element: 'Activity',
    items: [
      good('M4-ACT-01', 'Für diesen Schritt liegen alle nötigen Informationen vor.', 'ACTIVITY'),
      good('M4-ACT-02', 'Dieser Schritt lässt sich ohne Umwege erledigen.', 'ACTIVITY'),
      strain('M4-ACT-03', 'Bei diesem Schritt entstehen häufig Fehler oder Rückfragen.', 'ACTIVITY'),
      strain('M4-ACT-04', 'Dieser Schritt belastet mich.', 'USER'),
      good('M4-ACT-05', 'Ich kann diesen Schritt so gestalten, wie es mir sinnvoll erscheint.', 'USER'),
    ],
  },
  {
    id: 'm4.gateway',
    title: 'Gateway',
    element: 'Gateway',
    items: [
      good('M4-GAT-01', 'Es ist klar geregelt, nach welchen Kriterien hier entschieden wird.', 'ACTIVITY'),
      good('M4-GAT-02', 'Die Entscheidung an dieser Stelle wird zügig getroffen.', 'PROCESS'),
      strain(
        'M4-GAT-03',
        'An dieser Stelle muss ich entscheiden, ohne ausreichend informiert zu sein.',
        'USER',
      ),
    ],
  },
  {
    id: 'm4.event',
    title: 'Ereignis',
    element: 'Event',
    items: [
      good('M4-EVT-01', 'Ich erfahre rechtzeitig, wenn dieses Ereignis eintritt.', 'USER'),
      good('M4-EVT-02', 'Es ist klar, was nach diesem Ereignis zu tun ist.', 'PROCESS'),
      strain(
        'M4-EVT-03',
        'Dieses Ereignis tritt häufig unerwartet ein und bringt Abläufe durcheinander.',
        'PROCESS',
      ),
    ],
  },
  {
    id: 'm4.flow',
    title: 'Kommunikation',
    element: 'Flow',
    items: [
      good('M4-FLO-01', 'Die Übergabe an dieser Stelle enthält alle nötigen Informationen.', 'PROCESS'),
      good('M4-FLO-02', 'Die Übergabe an dieser Stelle erfolgt rechtzeitig.', 'PROCESS'),
      strain('M4-FLO-03', 'An dieser Übergabe gehen Informationen verloren.', 'ROLE'),
      good('M4-FLO-04', 'Ich weiß, an wen ich mich bei Fragen zu dieser Übergabe wenden kann.', 'USER'),
    ],
  },
  {
    id: 'm4.datastore',
    title: 'System',
    element: 'DataStore',
    items: [
      good('M4-DST-01', 'Das System unterstützt mich bei dieser Arbeit gut.', 'USER'),
      good('M4-DST-02', 'Die Daten in diesem System sind aktuell und vollständig.', 'ACTIVITY'),
      strain('M4-DST-03', 'Ich muss Daten aus diesem System mehrfach oder von Hand übertragen.', 'USER'),
      strain('M4-DST-04', 'Das System ist häufig langsam oder nicht erreichbar.', 'PROCESS'),
    ],
  },
  {
    id: 'm4.dataobject',
    title: 'Dokument',
    element: 'DataObject',
    items: [
      good('M4-DOB-01', 'Das Dokument ist verständlich aufgebaut.', 'USER'),
      good('M4-DOB-02', 'Ich finde die aktuelle Fassung des Dokuments ohne Suchen.', 'USER'),
      strain('M4-DOB-03', 'Das Dokument enthält Angaben, die niemand weiterverwendet.', 'ACTIVITY'),
    ],
  },
]);
