import { activityLabel, compareElementNumbers } from '@prozesspuls/shared';
import { type BpmnNode, bpmnTree } from './bpmnTree.js';

/** One row of the report table: Nr., Tätigkeit, Beschreibung, Rolle. */
export interface ReportRow {
  readonly number: string;
  readonly activity: string;
  readonly description: string;
  readonly role: string;
}

/** Element kinds that get numbers and so appear in the report (not events, flows or notes). */
const REPORTED =
  /^bpmn:(Task|UserTask|ServiceTask|ManualTask|ScriptTask|BusinessRuleTask|SendTask|ReceiveTask|CallActivity|SubProcess|Transaction|AdHocSubProcess|ExclusiveGateway|InclusiveGateway|ParallelGateway|EventBasedGateway|ComplexGateway)$/;

/** A reported element with its BPMN type as `bpmn:Task`, `bpmn:ExclusiveGateway` … */
interface ReportedNode {
  readonly type: string;
  readonly node: BpmnNode;
}

const childrenOfType = (node: BpmnNode, type: string) => node.children.filter((child) => child.type === type);

/** `bpmn:userTask` → `bpmn:UserTask`, the way BPMN names the element's class. */
const className = (type: string) => `bpmn:${type.charAt(5).toUpperCase()}${type.slice(6)}`;

/** Each lane's flow node references, then its child lanes: a node in two lanes gets the later. */
function collectLanes(lanes: readonly BpmnNode[], roleOf: Map<string, string>) {
  for (const lane of lanes) {
    for (const reference of childrenOfType(lane, 'bpmn:flowNodeRef'))
      roleOf.set(reference.text.trim(), lane.attrs.name ?? '');
    for (const childLaneSet of childrenOfType(lane, 'bpmn:childLaneSet'))
      collectLanes(childrenOfType(childLaneSet, 'bpmn:lane'), roleOf);
  }
}

/** The reported elements of a process or sub-process and of the sub-processes inside it. */
function walk(container: BpmnNode, found: ReportedNode[]) {
  for (const child of container.children) {
    const type = className(child.type);
    if (REPORTED.test(type)) found.push({ type, node: child });
    walk(child, found);
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
  const definitions = childrenOfType(bpmnTree(xml), 'bpmn:definitions');
  const roleOf = new Map<string, string>();
  const nodes: ReportedNode[] = [];
  for (const process of definitions.flatMap((root) => childrenOfType(root, 'bpmn:process'))) {
    for (const laneSet of childrenOfType(process, 'bpmn:laneSet'))
      collectLanes(childrenOfType(laneSet, 'bpmn:lane'), roleOf);
    walk(process, nodes);
  }
  // Unnamed elements without a number are counted per kind in diagram order.
  const unnamedOfKind = new Map<string, number>();
  const rows = nodes.map(({ type, node }) => {
    const id = node.attrs.id ?? '';
    const name = node.attrs.name;
    const number = numbers.get(id) ?? '';
    const documentation = childrenOfType(node, 'bpmn:documentation')
      .map((d) => d.text)
      .join('\n');
    const ordinal = name?.trim() || number ? 0 : (unnamedOfKind.get(type) ?? 0) + 1;
    if (ordinal) unnamedOfKind.set(type, ordinal);
    return {
      number,
      activity: activityLabel(name, type, number, ordinal),
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
