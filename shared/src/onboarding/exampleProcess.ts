import { PP_NAMESPACE } from '../bpmnXml/ppModdle.js';

/** Folder and model a new client finds on its first day. */
export const EXAMPLE_FOLDER_NAME = 'Beispielprozesse';
export const EXAMPLE_MODEL_NAME = 'Auftragsabwicklung (Beispiel)';

interface Lane {
  readonly id: string;
  readonly name: string;
}

/** One flow node of the example: its lane, position (top-left) and, for activities, number and description. */
interface Node {
  readonly id: string;
  readonly kind: 'startEvent' | 'endEvent' | 'task' | 'userTask' | 'exclusiveGateway';
  readonly name: string;
  readonly lane: string;
  readonly x: number;
  readonly number?: string;
  readonly description?: string;
}

const LANES: readonly Lane[] = [
  { id: 'Lane_Vertrieb', name: 'Vertrieb' },
  { id: 'Lane_Lager', name: 'Lager und Versand' },
  { id: 'Lane_Buchhaltung', name: 'Buchhaltung' },
];

const NODES: readonly Node[] = [
  {
    id: 'Start_Bestellung',
    kind: 'startEvent',
    name: 'Bestellung eingegangen',
    lane: 'Lane_Vertrieb',
    x: 230,
  },
  {
    id: 'Task_Pruefen',
    kind: 'userTask',
    name: 'Auftrag prüfen',
    lane: 'Lane_Vertrieb',
    x: 310,
    number: '1',
    description: 'Kundendaten, Artikel, Mengen, Preise und Liefertermin mit der Bestellung abgleichen.',
  },
  {
    id: 'Gateway_InOrdnung',
    kind: 'exclusiveGateway',
    name: 'Auftrag in Ordnung?',
    lane: 'Lane_Vertrieb',
    x: 470,
  },
  {
    id: 'Task_Rueckfrage',
    kind: 'userTask',
    name: 'Rückfrage beim Kunden',
    lane: 'Lane_Vertrieb',
    x: 570,
    number: '2',
    description:
      'Unklare oder fehlende Angaben telefonisch oder per E-Mail klären und die Bestellung ablehnen.',
  },
  { id: 'End_Abgelehnt', kind: 'endEvent', name: 'Auftrag abgelehnt', lane: 'Lane_Vertrieb', x: 740 },
  {
    id: 'Task_Bestaetigen',
    kind: 'userTask',
    name: 'Auftrag bestätigen',
    lane: 'Lane_Lager',
    x: 570,
    number: '3',
    description: 'Auftragsbestätigung mit Liefertermin an den Kunden senden.',
  },
  {
    id: 'Task_Versenden',
    kind: 'task',
    name: 'Ware kommissionieren und versenden',
    lane: 'Lane_Lager',
    x: 730,
    number: '4',
    description:
      'Artikel aus dem Lager entnehmen, verpacken, Lieferschein beilegen und an den Versanddienstleister übergeben.',
  },
  {
    id: 'Task_Rechnung',
    kind: 'userTask',
    name: 'Rechnung stellen',
    lane: 'Lane_Buchhaltung',
    x: 890,
    number: '5',
    description: 'Rechnung zum Lieferschein erstellen und dem Kunden zusenden.',
  },
  {
    id: 'Task_Zahlung',
    kind: 'userTask',
    name: 'Zahlungseingang prüfen',
    lane: 'Lane_Buchhaltung',
    x: 1050,
    number: '6',
    description: 'Zahlungseingang dem offenen Posten zuordnen; nach Fälligkeit mahnen.',
  },
  {
    id: 'End_Abgeschlossen',
    kind: 'endEvent',
    name: 'Auftrag abgeschlossen',
    lane: 'Lane_Buchhaltung',
    x: 1210,
  },
];

const FLOWS: readonly { id: string; from: string; to: string; name?: string }[] = [
  { id: 'Flow_1', from: 'Start_Bestellung', to: 'Task_Pruefen' },
  { id: 'Flow_2', from: 'Task_Pruefen', to: 'Gateway_InOrdnung' },
  { id: 'Flow_3', from: 'Gateway_InOrdnung', to: 'Task_Rueckfrage', name: 'nein' },
  { id: 'Flow_4', from: 'Task_Rueckfrage', to: 'End_Abgelehnt' },
  { id: 'Flow_5', from: 'Gateway_InOrdnung', to: 'Task_Bestaetigen', name: 'ja' },
  { id: 'Flow_6', from: 'Task_Bestaetigen', to: 'Task_Versenden' },
  { id: 'Flow_7', from: 'Task_Versenden', to: 'Task_Rechnung' },
  { id: 'Flow_8', from: 'Task_Rechnung', to: 'Task_Zahlung' },
  { id: 'Flow_9', from: 'Task_Zahlung', to: 'End_Abgeschlossen' },
];

const POOL = { x: 150, y: 80, width: 1150, laneHeight: 160 };
const SIZE = {
  startEvent: { width: 36, height: 36 },
  endEvent: { width: 36, height: 36 },
  exclusiveGateway: { width: 50, height: 50 },
  task: { width: 120, height: 80 },
  userTask: { width: 120, height: 80 },
} as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const laneIndex = (laneId: string) => LANES.findIndex((lane) => lane.id === laneId);

function bounds(node: Node) {
  const size = SIZE[node.kind];
  const laneTop = POOL.y + laneIndex(node.lane) * POOL.laneHeight;
  return { x: node.x, y: laneTop + (POOL.laneHeight - size.height) / 2, ...size };
}

const nodeById = new Map(NODES.map((node) => [node.id, node]));

function semantic(node: Node): string {
  const incoming = FLOWS.filter((flow) => flow.to === node.id).map(
    (flow) => `<bpmn:incoming>${flow.id}</bpmn:incoming>`,
  );
  const outgoing = FLOWS.filter((flow) => flow.from === node.id).map(
    (flow) => `<bpmn:outgoing>${flow.id}</bpmn:outgoing>`,
  );
  const documentation = node.description
    ? `<bpmn:documentation>${escapeXml(node.description)}</bpmn:documentation>`
    : '';
  const number = node.number
    ? `<bpmn:extensionElements><pp:elementNumber>${node.number}</pp:elementNumber></bpmn:extensionElements>`
    : '';
  return `<bpmn:${node.kind} id="${node.id}" name="${escapeXml(node.name)}">${documentation}${number}${incoming.join('')}${outgoing.join('')}</bpmn:${node.kind}>`;
}

function edgeWaypoints(from: Node, to: Node): string {
  const a = bounds(from);
  const b = bounds(to);
  const start = { x: a.x + a.width, y: a.y + a.height / 2 };
  const end = { x: b.x, y: b.y + b.height / 2 };
  const points =
    start.y === end.y
      ? [start, end]
      : [
          { x: a.x + a.width / 2, y: start.y < end.y ? a.y + a.height : a.y },
          { x: a.x + a.width / 2, y: end.y },
          end,
        ];
  return points.map((p) => `<di:waypoint x="${p.x}" y="${p.y}" />`).join('');
}

function label(node: Node): string {
  if (node.kind === 'task' || node.kind === 'userTask') return '';
  const b = bounds(node);
  return `<bpmndi:BPMNLabel><dc:Bounds x="${b.x - 20}" y="${b.y + b.height + 5}" width="${b.width + 40}" height="27" /></bpmndi:BPMNLabel>`;
}

/**
 * A small German order-to-cash process for a new client's first day: three lanes as roles,
 * numbered activities with descriptions (as `bpmn:documentation` and `pp:elementNumber`, the form
 * an export carries, so the import path turns them into element content).
 */
export function exampleProcessXml(): string {
  const laneHeight = POOL.laneHeight;
  const lanes = LANES.map(
    (lane) =>
      `<bpmn:lane id="${lane.id}" name="${escapeXml(lane.name)}">${NODES.filter(
        (node) => node.lane === lane.id,
      )
        .map((node) => `<bpmn:flowNodeRef>${node.id}</bpmn:flowNodeRef>`)
        .join('')}</bpmn:lane>`,
  ).join('');
  const flows = FLOWS.map(
    (flow) =>
      `<bpmn:sequenceFlow id="${flow.id}"${flow.name ? ` name="${flow.name}"` : ''} sourceRef="${flow.from}" targetRef="${flow.to}" />`,
  ).join('');
  const laneShapes = LANES.map(
    (lane, index) =>
      `<bpmndi:BPMNShape id="${lane.id}_di" bpmnElement="${lane.id}" isHorizontal="true"><dc:Bounds x="${POOL.x + 30}" y="${POOL.y + index * laneHeight}" width="${POOL.width - 30}" height="${laneHeight}" /></bpmndi:BPMNShape>`,
  ).join('');
  const nodeShapes = NODES.map((node) => {
    const b = bounds(node);
    const marker = node.kind === 'exclusiveGateway' ? ' isMarkerVisible="true"' : '';
    return `<bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"${marker}><dc:Bounds x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" />${label(node)}</bpmndi:BPMNShape>`;
  }).join('');
  const edges = FLOWS.map((flow) => {
    const from = nodeById.get(flow.from);
    const to = nodeById.get(flow.to);
    if (!from || !to) throw new Error(`example flow ${flow.id} names an unknown node`);
    return `<bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">${edgeWaypoints(from, to)}</bpmndi:BPMNEdge>`;
  }).join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:pp="${PP_NAMESPACE}" id="Definitions_Auftragsabwicklung" targetNamespace="http://bpmn.io/schema/bpmn">`,
    '<bpmn:collaboration id="Collaboration_Auftragsabwicklung">',
    '<bpmn:participant id="Participant_Unternehmen" name="Unternehmen" processRef="Process_Auftragsabwicklung" />',
    '</bpmn:collaboration>',
    '<bpmn:process id="Process_Auftragsabwicklung" name="Auftragsabwicklung" isExecutable="false">',
    `<bpmn:laneSet id="LaneSet_1">${lanes}</bpmn:laneSet>`,
    NODES.map(semantic).join(''),
    flows,
    '</bpmn:process>',
    '<bpmndi:BPMNDiagram id="Diagram_Auftragsabwicklung">',
    '<bpmndi:BPMNPlane id="Plane_Auftragsabwicklung" bpmnElement="Collaboration_Auftragsabwicklung">',
    `<bpmndi:BPMNShape id="Participant_Unternehmen_di" bpmnElement="Participant_Unternehmen" isHorizontal="true"><dc:Bounds x="${POOL.x}" y="${POOL.y}" width="${POOL.width}" height="${LANES.length * laneHeight}" /></bpmndi:BPMNShape>`,
    laneShapes,
    nodeShapes,
    edges,
    '</bpmndi:BPMNPlane>',
    '</bpmndi:BPMNDiagram>',
    '</bpmn:definitions>',
  ].join('\n');
}

/** The activities of the example (number, name, lane name), for tests and documentation. */
export const EXAMPLE_ACTIVITIES = NODES.filter((node) => node.number).map((node) => ({
  id: node.id,
  number: node.number as string,
  name: node.name,
  description: node.description as string,
  role: LANES.find((lane) => lane.id === node.lane)?.name as string,
}));
