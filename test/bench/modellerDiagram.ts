/**
 * Synthetic BPMN diagrams for the modeller benchmark: `count` flow nodes in rows (a start event,
 * tasks with every tenth node a gateway, an end event), joined by sequence flows, with DI.
 */
export interface SyntheticDiagram {
  readonly xml: string;
  /** Ids of the shapes that get element numbers (tasks and gateways). */
  readonly numberable: readonly string[];
}

const PER_ROW = 25;

export function syntheticDiagram(count: number): SyntheticDiagram {
  const nodes: { id: string; tag: string; name: string; width: number; height: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i === 0) nodes.push({ id: 'Start_1', tag: 'startEvent', name: 'Start', width: 36, height: 36 });
    else if (i === count - 1)
      nodes.push({ id: 'End_1', tag: 'endEvent', name: 'Ende', width: 36, height: 36 });
    else if (i % 10 === 0)
      nodes.push({
        id: `Gateway_${i}`,
        tag: 'exclusiveGateway',
        name: `Prüfung ${i}`,
        width: 50,
        height: 50,
      });
    else nodes.push({ id: `Task_${i}`, tag: 'task', name: `Tätigkeit ${i}`, width: 100, height: 80 });
  }
  const position = (i: number) => {
    const node = nodes[i];
    const row = Math.floor(i / PER_ROW);
    const column = row % 2 === 0 ? i % PER_ROW : PER_ROW - 1 - (i % PER_ROW);
    const cx = 100 + column * 160;
    const cy = 100 + row * 140;
    return { x: cx - (node?.width ?? 0) / 2, y: cy - (node?.height ?? 0) / 2, cx, cy };
  };
  const semantic: string[] = [];
  const shapes: string[] = [];
  const edges: string[] = [];
  nodes.forEach((node, i) => {
    semantic.push(`    <bpmn:${node.tag} id="${node.id}" name="${node.name}" />`);
    const p = position(i);
    shapes.push(
      `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"><dc:Bounds x="${p.x}" y="${p.y}" width="${node.width}" height="${node.height}" /></bpmndi:BPMNShape>`,
    );
    const next = nodes[i + 1];
    if (next) {
      const id = `Flow_${i}`;
      semantic.push(`    <bpmn:sequenceFlow id="${id}" sourceRef="${node.id}" targetRef="${next.id}" />`);
      const q = position(i + 1);
      edges.push(
        `      <bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}"><di:waypoint x="${p.cx}" y="${p.cy}" /><di:waypoint x="${q.cx}" y="${q.cy}" /></bpmndi:BPMNEdge>`,
      );
    }
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Definitions_Bench" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_Bench" isExecutable="false">
${semantic.join('\n')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_Bench">
    <bpmndi:BPMNPlane id="Plane_Bench" bpmnElement="Process_Bench">
${shapes.join('\n')}
${edges.join('\n')}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
  return {
    xml,
    numberable: nodes.filter((n) => n.tag !== 'startEvent' && n.tag !== 'endEvent').map((n) => n.id),
  };
}
