import type { ElementKind } from '../scale.js';

/** BPMN element tags (local names) → the element kind their PX questions are about. */
const KIND_OF_TAG: Readonly<Record<string, ElementKind>> = {
  process: 'Process',
  participant: 'Pool',
  lane: 'Lane',
  task: 'Activity',
  userTask: 'Activity',
  serviceTask: 'Activity',
  manualTask: 'Activity',
  scriptTask: 'Activity',
  businessRuleTask: 'Activity',
  sendTask: 'Activity',
  receiveTask: 'Activity',
  callActivity: 'Activity',
  subProcess: 'Activity',
  exclusiveGateway: 'Gateway',
  parallelGateway: 'Gateway',
  inclusiveGateway: 'Gateway',
  eventBasedGateway: 'Gateway',
  complexGateway: 'Gateway',
  startEvent: 'Event',
  endEvent: 'Event',
  intermediateThrowEvent: 'Event',
  intermediateCatchEvent: 'Event',
  boundaryEvent: 'Event',
  sequenceFlow: 'Flow',
  messageFlow: 'Flow',
  dataStoreReference: 'DataStore',
  dataObjectReference: 'DataObject',
};

const OPENING_TAG = /<(?:[A-Za-z_][\w.-]*:)?([A-Za-z]+)[\s/>]/g;

/** The element kinds that occur in a BPMN diagram (only semantic elements, never diagram shapes). */
export function elementKindsInBpmn(xml: string): Set<ElementKind> {
  const kinds = new Set<ElementKind>();
  for (const match of xml.matchAll(OPENING_TAG)) {
    const kind = match[1] ? KIND_OF_TAG[match[1]] : undefined;
    if (kind) kinds.add(kind);
  }
  return kinds;
}

/**
 * The element kind of one diagram element by its BPMN type (`bpmn:Task`, `bpmn:Lane`, any prefix),
 * or null for elements no PX question is about (e.g. the collaboration, text annotations).
 */
export function elementKindOfBpmnType(type: string): ElementKind | null {
  const localName = type.includes(':') ? type.slice(type.indexOf(':') + 1) : type;
  const tag = `${localName.charAt(0).toLowerCase()}${localName.slice(1)}`;
  return KIND_OF_TAG[tag] ?? null;
}
