/// <reference path="../types/bpmn-moddle.d.ts" />
/**
 * What a participant of a process survey is shown about the step a page asks about:
 * the element's name, its kind in words, the pool and lanes it sits in, and which shapes around it
 * the small diagram zooms to. Taken once from the diagram version the survey was built from and
 * stored with the survey, so later edits or deletion of the model change nothing participants see.
 */
import type { ModdleElement } from 'bpmn-moddle';
import { kindLabelOf } from './kindLabels.js';
import { newBpmnModdle } from './moddle.js';

/** One asked element as the participation page shows it. */
export interface ProcessStep {
  readonly elementId: string;
  readonly name: string;
  /** The element's kind in German and in English (the page's two languages). */
  readonly type: { readonly de: string; readonly en: string };
  /** Pool first, then the lanes from the outermost inwards; names only, empty ones left out. */
  readonly roles: readonly string[];
  /** The shape the diagram highlights: the element, or for a process its pool (null: none drawn). */
  readonly focusId: string | null;
  /** Shapes directly connected to the element (flows, attached events): the diagram zooms to them too. */
  readonly neighbourIds: readonly string[];
}

export interface ProcessSteps {
  readonly steps: readonly ProcessStep[];
  /**
   * The diagram the page draws: the survey's version without documentation and extension
   * elements, which the small picture never shows and which may hold texts not meant for it.
   */
  readonly diagramXml: string;
}

/** The kind of a BPMN type in German and English (the one list of kindLabels.ts). */
export const processStepKind = kindLabelOf;

const refsOf = (value: unknown): ModdleElement[] => (Array.isArray(value) ? (value as ModdleElement[]) : []);
const refOf = (value: unknown): ModdleElement | undefined =>
  value && typeof value === 'object' && '$type' in value ? (value as ModdleElement) : undefined;
const idOf = (element: ModdleElement | undefined) => (typeof element?.id === 'string' ? element.id : null);
const nameOf = (element: ModdleElement | undefined) =>
  typeof element?.name === 'string' ? element.name.trim() : '';

/** Lanes by the id of each flow node they hold, outermost first (nested lane sets walked down). */
function lanesByNode(processes: readonly ModdleElement[]): Map<string, ModdleElement[]> {
  const byNode = new Map<string, ModdleElement[]>();
  const walk = (laneSet: ModdleElement | undefined, outer: readonly ModdleElement[]) => {
    for (const lane of refsOf(laneSet?.lanes)) {
      const path = [...outer, lane];
      for (const node of refsOf(lane.flowNodeRef)) {
        const id = idOf(node);
        // A node in a nested lane is listed by the parent lane too: the deeper path wins.
        if (id && (byNode.get(id)?.length ?? 0) < path.length) byNode.set(id, path);
      }
      walk(refOf(lane.childLaneSet), path);
    }
  };
  for (const process of processes) for (const laneSet of refsOf(process.laneSets)) walk(laneSet, []);
  return byNode;
}

/** The process an element belongs to (walking up through sub-processes), if any. */
function processOf(element: ModdleElement): ModdleElement | undefined {
  let current: ModdleElement | undefined = element;
  while (current && !current.$instanceOf('bpmn:Process')) current = refOf(current.$parent);
  return current;
}

/** Ids of the shapes directly connected to each element: both ends of every flow, attached events. */
function neighboursByElement(elements: readonly ModdleElement[]): Map<string, Set<string>> {
  const neighbours = new Map<string, Set<string>>();
  const link = (a: string | null, b: string | null) => {
    if (!a || !b || a === b) return;
    neighbours.set(a, (neighbours.get(a) ?? new Set()).add(b));
    neighbours.set(b, (neighbours.get(b) ?? new Set()).add(a));
  };
  for (const element of elements) {
    if (element.$instanceOf('bpmn:SequenceFlow') || element.$instanceOf('bpmn:MessageFlow')) {
      const source = idOf(refOf(element.sourceRef));
      const target = idOf(refOf(element.targetRef));
      link(source, target);
      link(source, idOf(element));
      link(target, idOf(element));
    } else if (element.$instanceOf('bpmn:BoundaryEvent')) {
      link(idOf(element), idOf(refOf(element.attachedToRef)));
    }
  }
  return neighbours;
}

/**
 * The steps of the given element ids (in that order; ids not in the diagram are left out) and the
 * diagram to draw. Throws on XML bpmn-moddle cannot read.
 */
export async function processSteps(xml: string, elementIds: readonly string[]): Promise<ProcessSteps> {
  const moddle = await newBpmnModdle({ withElementContent: true });
  const { rootElement, elementsById = {} } = await moddle.fromXML(xml);
  const all = Object.values(elementsById);
  const processes = all.filter((element) => element.$instanceOf('bpmn:Process'));
  const participants = all.filter((element) => element.$instanceOf('bpmn:Participant'));
  const poolOf = (process: ModdleElement | undefined) =>
    process ? participants.find((participant) => refOf(participant.processRef) === process) : undefined;
  const lanes = lanesByNode(processes);
  const neighbours = neighboursByElement(all);

  const steps = elementIds.flatMap((elementId): ProcessStep[] => {
    const element = elementsById[elementId];
    if (!element) return [];
    const isProcess = element.$instanceOf('bpmn:Process');
    const pool = isProcess
      ? poolOf(element)
      : element.$instanceOf('bpmn:Participant')
        ? element
        : poolOf(processOf(element));
    const roles = [nameOf(pool), ...(lanes.get(elementId) ?? []).map(nameOf)].filter((name) => name !== '');
    return [
      {
        elementId,
        name: nameOf(element),
        type: processStepKind(element.$type),
        roles,
        focusId: isProcess ? idOf(pool) : elementId,
        neighbourIds: [...(neighbours.get(elementId) ?? [])],
      },
    ];
  });

  for (const element of all) {
    if (!element.$instanceOf('bpmn:BaseElement')) continue;
    if (element.documentation !== undefined) element.documentation = [];
    if (element.extensionElements !== undefined) element.extensionElements = undefined;
  }
  const { xml: diagramXml } = await moddle.toXML(rootElement);
  return { steps, diagramXml };
}
