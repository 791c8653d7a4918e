/** File names of imports lose their `.bpmn` ending. */
export function stripBpmnExtension(fileName: string): string {
  return fileName.replace(/\.bpmn$/i, '').trim();
}

export function hasBpmnExtension(fileName: string): boolean {
  return /\.bpmn$/i.test(fileName.trim());
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** An empty but valid BPMN 2.0 diagram: one process with a start event, and its diagram plane. */
export function emptyDiagramXml(name: string, processId: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Definitions_${processId}" targetNamespace="http://bpmn.io/schema/bpmn" exporter="ProzessPuls" exporterVersion="1.0">
  <bpmn:process id="Process_${processId}" name="${escapeXml(name)}" isExecutable="false">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="Process_${processId}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
