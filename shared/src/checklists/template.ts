import type { ChecklistField, ChecklistList, ChecklistStep } from './types.js';

/**
 * The empty checklist for introducing a digital technology. The spec gives
 * the phases and how many questions each step has (preparation questions as free text, checklist
 * items as matrix): 3/4, 9/11, 4/9, 8/4, 2/4; the texts are ours.
 */

const DONE_INFO =
  'Kreuzen Sie „Vollständig erledigt“ auch an, wenn die Aufgabe für Ihr Unternehmen nicht zutrifft.';

const preparation = (questions: readonly string[]): ChecklistField => ({
  name: 'Vorbereitende Fragen',
  type: 'text',
  infoText: 'Halten Sie Ihre Überlegungen zu jeder Frage in Stichpunkten fest.',
  options: questions.map((question) => ({ question, answer: '' })),
});

const checklist = (items: readonly string[]): ChecklistField => ({
  name: 'Checkliste',
  type: 'matrix',
  infoText: DONE_INFO,
  options: items.map((question) => ({ question, answer: null })),
});

const step = (
  title: string,
  description: string,
  infoText: string,
  questions: readonly string[],
  items: readonly string[],
): ChecklistStep => ({ title, description, infoText, fields: [preparation(questions), checklist(items)] });

export const CHECKLIST_TEMPLATE_STEPS: readonly ChecklistStep[] = [
  step(
    'Zweck bestimmen',
    'Klären Sie, warum Ihr Unternehmen die digitale Technologie einführen möchte und was sie leisten soll.',
    'Ein klar benannter Zweck hilft, alle Beteiligten mitzunehmen und den Erfolg später zu messen. Verknüpfen Sie in diesem Schritt eine Umfrage des Bindungsmoduls, um die Ausgangslage Ihrer Beschäftigten zu erfassen.',
    [
      'Welches Problem oder welche Chance soll die neue Technologie adressieren?',
      'Welche Ziele wollen Sie mit der Einführung in den nächsten zwölf Monaten erreichen?',
      'Woran erkennen Sie, dass die Einführung erfolgreich war?',
    ],
    [
      'Der Zweck der Einführung ist schriftlich festgehalten.',
      'Die Geschäftsführung hat die Ziele der Einführung bestätigt.',
      'Messbare Kriterien für den Erfolg sind festgelegt.',
      'Eine Umfrage zur Ausgangslage der Beschäftigten ist durchgeführt.',
    ],
  ),
  step(
    'Gezielt vorbereiten',
    'Planen Sie die Einführung: Verantwortliche, betroffene Prozesse, Ressourcen und die Beteiligung der Beschäftigten.',
    'Eine gründliche Vorbereitung verringert Widerstände und Überraschungen. Beziehen Sie die Beschäftigten und ihre Vertretung frühzeitig ein.',
    [
      'Welche Geschäftsprozesse sind von der neuen Technologie betroffen?',
      'Welche Beschäftigten und Rollen arbeiten künftig mit der Technologie?',
      'Wer verantwortet die Einführung, und wer unterstützt dabei?',
      'Welche Qualifikationen benötigen die Beschäftigten, und welche fehlen noch?',
      'Welche Bedenken könnten die Beschäftigten haben?',
      'Welches Budget und welche Zeit stehen zur Verfügung?',
      'Welche technischen Voraussetzungen (Infrastruktur, Schnittstellen) müssen geschaffen werden?',
      'Welche rechtlichen Anforderungen (Datenschutz, Mitbestimmung, Arbeitsschutz) sind zu beachten?',
      'Welche Risiken sehen Sie, und wie wollen Sie ihnen begegnen?',
    ],
    [
      'Eine verantwortliche Person für die Einführung ist benannt.',
      'Ein Projektteam mit Beschäftigten aus den betroffenen Bereichen ist gebildet.',
      'Die betroffenen Prozesse sind modelliert oder beschrieben.',
      'Der Betriebsrat bzw. die Beschäftigtenvertretung ist informiert und beteiligt.',
      'Ein Zeitplan mit Meilensteinen liegt vor.',
      'Das Budget ist freigegeben.',
      'Der Qualifizierungsbedarf ist ermittelt.',
      'Schulungen sind geplant.',
      'Die Anforderungen des Datenschutzes sind geprüft.',
      'Eine Gefährdungsbeurteilung für die geänderten Arbeitsplätze ist erstellt.',
      'Die Beschäftigten sind über Ziel und Ablauf der Einführung informiert.',
    ],
  ),
  step(
    'Weiter anpassen',
    'Erproben Sie die Technologie in einem überschaubaren Rahmen und passen Sie Technik, Prozesse und Arbeitsorganisation an.',
    'Rückmeldungen aus der Erprobung zeigen, wo die Technologie oder die Abläufe nachgebessert werden müssen, bevor sie breit eingesetzt werden.',
    [
      'In welchem Bereich oder mit welcher Gruppe erproben Sie die Technologie zuerst?',
      'Wie sammeln Sie die Rückmeldungen der Beschäftigten während der Erprobung?',
      'Welche Anpassungen an Prozessen und Arbeitsabläufen haben sich als nötig erwiesen?',
      'Welche Belastungen oder Entlastungen haben die Beschäftigten erlebt?',
    ],
    [
      'Eine Pilotphase ist durchgeführt.',
      'Die Rückmeldungen der Pilotgruppe sind ausgewertet.',
      'Die Prozessmodelle sind an die neuen Abläufe angepasst.',
      'Technische Mängel sind behoben.',
      'Rollen und Zuständigkeiten sind an die neue Arbeitsweise angepasst.',
      'Die Schulungsunterlagen sind überarbeitet.',
      'Die Arbeitsbelastung der Beschäftigten ist überprüft.',
      'Die Erfolgskriterien sind mit den Ergebnissen der Pilotphase abgeglichen.',
      'Die Entscheidung über die breite Einführung ist getroffen.',
    ],
  ),
  step(
    'Unternehmensweit verbreiten',
    'Führen Sie die Technologie im ganzen Unternehmen ein und begleiten Sie die Beschäftigten dabei.',
    'Dieser Schritt entfällt, wenn die Technologie nur in einer Teilgruppe eingesetzt wird.',
    [
      'In welcher Reihenfolge führen Sie die Technologie in den Bereichen ein?',
      'Wie informieren Sie alle Beschäftigten über die Einführung?',
      'Wer steht den Beschäftigten bei Fragen als Ansprechperson zur Verfügung?',
      'Wie stellen Sie sicher, dass alle Beschäftigten geschult werden?',
      'Wie gehen Sie mit Beschäftigten um, denen der Umstieg schwerfällt?',
      'Welche Erfahrungen aus der Pilotphase geben Sie weiter?',
      'Wie stellen Sie den laufenden Betrieb während der Umstellung sicher?',
      'Wie messen Sie den Fortschritt der Einführung in den einzelnen Bereichen?',
    ],
    [
      'Alle Beschäftigten sind über die Einführung informiert.',
      'Alle betroffenen Beschäftigten sind geschult.',
      'Ansprechpersonen für Fragen sind benannt und bekannt.',
      'Die Technologie ist in allen vorgesehenen Bereichen im Einsatz.',
    ],
  ),
  step(
    'Routinen neu etablieren',
    'Verankern Sie die neue Arbeitsweise im Alltag und überprüfen Sie regelmäßig, ob die Ziele erreicht werden.',
    'Veränderungen sind ein fortlaufender Prozess: Wiederholen Sie die Umfragen, um die Wirkung der Einführung zu verfolgen.',
    [
      'Wie überprüfen Sie künftig regelmäßig, ob die Technologie ihren Zweck erfüllt?',
      'Welche Verbesserungen planen Sie als Nächstes?',
    ],
    [
      'Die neuen Abläufe sind dokumentiert und verbindlich.',
      'Die alten Abläufe und Systeme sind abgelöst.',
      'Eine Wiederholung der Umfrage ist geplant.',
      'Die Ergebnisse der Einführung sind mit den Beschäftigten besprochen.',
    ],
  ),
];

/** A new, unanswered list as the client sends it on creation: index 0 empty, then the five steps. */
export function emptyChecklistList(): ChecklistList {
  return [null, ...CHECKLIST_TEMPLATE_STEPS];
}
