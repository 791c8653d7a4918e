import { activityLabel, compareElementNumbers } from '@prozesspuls/shared';
import BpmnModdle from 'bpmn-moddle';

/** One row of the report table: Nr., Tätigkeit, Beschreibung, Rolle. */
export interface ReportRow {
  readonly number: string;
  readonly activity: string;
  readonly description: string;
  readonly role: string;
}

interface ModdleElement {
  readonly $type: string;
  readonly id?: string;
  readonly name?: string;
  readonly documentation?: ReadonlyArray<{ text?: string }>;
  readonly flowElements?: readonly ModdleElement[];
  readonly laneSets?: ReadonlyArray<{ lanes?: readonly ModdleElement[] }>;
  readonly childLaneSet?: { lanes?: readonly ModdleElement[] };
  readonly flowNodeRef?: readonly ModdleElement[];
  readonly rootElements?: readonly ModdleElement[];
}

/** Element kinds that get numbers and so appear in the report (not events, flows or notes). */
const REPORTED =
  /^bpmn:(Task|UserTask|ServiceTask|ManualTask|ScriptTask|BusinessRuleTask|SendTask|ReceiveTask|CallActivity|SubProcess|Transaction|AdHocSubProcess|ExclusiveGateway|InclusiveGateway|ParallelGateway|EventBasedGateway|ComplexGateway)$/;

function collectLanes(lanes: readonly ModdleElement[] | undefined, roleOf: Map<string, string>) {
  for (const lane of lanes ?? []) {
    for (const node of lane.flowNodeRef ?? []) if (node.id) roleOf.set(node.id, lane.name ?? '');
    collectLanes(lane.childLaneSet?.lanes, roleOf);
  }
}

function walk(elements: readonly ModdleElement[] | undefined, found: ModdleElement[]) {
  for (const element of elements ?? []) {
    if (REPORTED.test(element.$type)) found.push(element);
    walk(element.flowElements, found);
  }
}

/**
 * The rows of a diagram: every activity and gateway with its number, name, description (the
 * element description, else its BPMN documentation) and role (the roles linked to it, else its
 * lane). An unnamed element is named by its German kind and number. Numbered elements come
 * first in number order, the others after them by name.
 */
export async function reportRows(
  xml: string,
  numbers: ReadonlyMap<string, string>,
  descriptions: ReadonlyMap<string, string> = new Map(),
  linkedRoles: ReadonlyMap<string, string> = new Map(),
): Promise<ReportRow[]> {
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const roots = (rootElement as unknown as ModdleElement).rootElements ?? [];
  const roleOf = new Map<string, string>();
  const nodes: ModdleElement[] = [];
  for (const root of roots) {
    if (root.$type !== 'bpmn:Process') continue;
    for (const laneSet of root.laneSets ?? []) collectLanes(laneSet.lanes, roleOf);
    walk(root.flowElements, nodes);
  }
  // Unnamed elements without a number are counted per kind in diagram order.
  const unnamedOfKind = new Map<string, number>();
  const rows = nodes.map((node) => {
    const id = node.id ?? '';
    const number = numbers.get(id) ?? '';
    const documentation = (node.documentation ?? []).map((d) => d.text ?? '').join('\n');
    const ordinal = node.name?.trim() || number ? 0 : (unnamedOfKind.get(node.$type) ?? 0) + 1;
    if (ordinal) unnamedOfKind.set(node.$type, ordinal);
    return {
      number,
      activity: activityLabel(node.name, node.$type, number, ordinal),
      description: descriptions.get(id) ?? documentation.trim(),
      role: linkedRoles.get(id) ?? roleOf.get(id) ?? '',
    };
  });
  return rows.sort((a, b) => {
    if (a.number && b.number) return compareElementNumbers(a.number, b.number);
    if (a.number || b.number) return a.number ? -1 : 1;
    return a.activity.localeCompare(b.activity, 'de');
  });
}
