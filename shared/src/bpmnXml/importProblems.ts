import { processStepKind } from './processSteps.js';

/**
 * Why an imported .bpmn file is refused, in German, from bpmn-moddle's import warnings: which element
 * (German type, name, id) and what is wrong. A file whose only problems are references to ids that
 * do not exist can still be imported without those references (the user is offered that).
 */

/** The part of a bpmn-moddle import warning that is read here. */
export interface ModdleWarningLike {
  readonly message: string;
  readonly element?: { readonly id?: unknown; readonly $type?: unknown; readonly name?: unknown } | undefined;
  readonly property?: unknown;
  readonly value?: unknown;
}

export interface ImportProblem {
  /** A reference to a missing id: the only kind the import can repair (by dropping the reference). */
  readonly danglingReference: boolean;
  /** One German sentence. */
  readonly text: string;
}

/** How many problems a refusal names; the rest are counted. */
export const IMPORT_PROBLEMS_SHOWN = 5;

export const IMPORT_PROBLEM_TEXTS = {
  refused: 'Die Datei ist kein gültiges BPMN-2.0-Modell und wurde nicht importiert.',
  more: (count: number) => (count === 1 ? 'und 1 weiteres Problem.' : `und ${count} weitere Probleme.`),
  fixHint:
    'Die Datei enthält nur Verweise auf Elemente, die es in ihr nicht gibt. Sie können sie ohne diese Verweise importieren.',
  danglingReference: (element: string, property: string, target: string) =>
    `${element}: Der Verweis „${property}“ zeigt auf „${target}“, das es in der Datei nicht gibt.`,
  duplicateId: (id: string) => `Die ID „${id}“ kommt in der Datei mehrfach vor.`,
  illegalId: (id: string) => `„${id}“ ist keine gültige ID.`,
  unknownElement: (tag: string, line: string) =>
    `Das Element ${tag} (Zeile ${line}) ist in BPMN 2.0 nicht bekannt.`,
  unexpectedElement: (tag: string, line: string) =>
    `Das Element ${tag} (Zeile ${line}) steht an einer Stelle, an der BPMN 2.0 es nicht erlaubt.`,
  unreadable: (line: string) => `Die Datei ist ab Zeile ${line} kein lesbares XML.`,
} as const;

/** Types that hold references but are no process steps (processStepKind does not name them). */
const OTHER_KINDS: Readonly<Record<string, string>> = {
  'bpmn:Operation': 'Operation',
  'bpmn:Interface': 'Schnittstelle',
  'bpmn:Message': 'Nachricht',
  'bpmn:Association': 'Assoziation',
  'bpmn:DataInputAssociation': 'Datenassoziation',
  'bpmn:DataOutputAssociation': 'Datenassoziation',
  'bpmn:TextAnnotation': 'Textanmerkung',
  'bpmn:Collaboration': 'Kollaboration',
  'bpmndi:BPMNShape': 'Diagrammform',
  'bpmndi:BPMNEdge': 'Diagrammkante',
  'bpmndi:BPMNPlane': 'Diagrammebene',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 'Aufgabe „Prüfen“ (ID Task_1)': German type, name if any, id. */
export function describeElement(element: ModdleWarningLike['element']): string {
  const type = text(element?.$type);
  const known = OTHER_KINDS[type] ?? processStepKind(type).de;
  const name = text(element?.name);
  const id = text(element?.id);
  const label = known === 'Element' && type ? `Element ${type.replace(/^bpmn:/, '')}` : known;
  return [label, name && `„${name}“`, id && `(ID ${id})`].filter(Boolean).join(' ');
}

/** The attribute name without namespace prefix: 'bpmn:outMessageRef' → 'outMessageRef'. */
const localName = (property: unknown) => text(property).replace(/^[^:]*:/, '');

const angle = (message: string, prefix: string) =>
  message.match(new RegExp(`${prefix} <([^>]*)>`))?.[1] ?? '';

/**
 * One warning as a German problem, or null for a warning that does not make the file invalid
 * (a declared encoding other than UTF-8, vendor attributes).
 */
export function importProblem(warning: ModdleWarningLike): ImportProblem | null {
  const { message } = warning;
  if (message.startsWith('unresolved reference')) {
    const target = text(warning.value) || angle(message, 'unresolved reference');
    return {
      danglingReference: true,
      text: IMPORT_PROBLEM_TEXTS.danglingReference(
        describeElement(warning.element),
        localName(warning.property),
        target,
      ),
    };
  }
  if (!message.startsWith('unparsable content')) return null;
  const line = message.match(/line: (\d+)/)?.[1] ?? '?';
  const nested = message.match(/nested error: (.*)$/m)?.[1] ?? '';
  const tag = message.match(/^unparsable content (<[^\s>]+>?)/)?.[1]?.replace(/^<([^>]*)>?$/, '<$1>') ?? '';
  let problem: string;
  if (nested.startsWith('duplicate ID'))
    problem = IMPORT_PROBLEM_TEXTS.duplicateId(angle(nested, 'duplicate ID'));
  else if (nested.startsWith('illegal ID'))
    problem = IMPORT_PROBLEM_TEXTS.illegalId(angle(nested, 'illegal ID'));
  else if (nested.startsWith('unrecognized element'))
    problem = IMPORT_PROBLEM_TEXTS.unknownElement(`<${angle(nested, 'unrecognized element')}>`, line);
  else if (nested.startsWith('unexpected element'))
    problem = IMPORT_PROBLEM_TEXTS.unexpectedElement(tag, line);
  else problem = IMPORT_PROBLEM_TEXTS.unreadable(line);
  return { danglingReference: false, text: problem };
}

export interface ImportRefusal {
  /** The German message: what is wrong, the first problems by element, how many more. */
  readonly msg: string;
  /** Every problem is a dangling reference: importing without them is offered. */
  readonly danglingReferencesOnly: boolean;
}

/** The refusal for a file with these warnings, or null when none of them makes it invalid. */
export function importRefusal(warnings: readonly ModdleWarningLike[]): ImportRefusal | null {
  const problems = warnings
    .map(importProblem)
    .filter((problem): problem is ImportProblem => problem !== null);
  if (problems.length === 0) return null;
  const shown = problems.slice(0, IMPORT_PROBLEMS_SHOWN).map((problem) => problem.text);
  const rest = problems.length - shown.length;
  const danglingReferencesOnly = problems.every((problem) => problem.danglingReference);
  const msg = [
    IMPORT_PROBLEM_TEXTS.refused,
    ...shown,
    ...(rest > 0 ? [IMPORT_PROBLEM_TEXTS.more(rest)] : []),
    ...(danglingReferencesOnly ? [IMPORT_PROBLEM_TEXTS.fixHint] : []),
  ].join('\n');
  return { msg, danglingReferencesOnly };
}
