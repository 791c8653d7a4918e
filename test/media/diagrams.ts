/** A small leave-request process: start, two tasks, end, connected. */
export const LEAVE_REQUEST = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Urlaub" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_Urlaub" isExecutable="false">
    <bpmn:startEvent id="Start_Antrag" name="Antrag eingegangen"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:task id="Task_Pruefen" name="Antrag prüfen"><bpmn:incoming>Flow_1</bpmn:incoming><bpmn:outgoing>Flow_2</bpmn:outgoing></bpmn:task>
    <bpmn:task id="Task_Genehmigen" name="Urlaub genehmigen"><bpmn:incoming>Flow_2</bpmn:incoming><bpmn:outgoing>Flow_3</bpmn:outgoing></bpmn:task>
    <bpmn:endEvent id="End_Antrag" name="Antrag entschieden"><bpmn:incoming>Flow_3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start_Antrag" targetRef="Task_Pruefen" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_Pruefen" targetRef="Task_Genehmigen" />
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Task_Genehmigen" targetRef="End_Antrag" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_Urlaub">
    <bpmndi:BPMNPlane id="Plane_Urlaub" bpmnElement="Process_Urlaub">
      <bpmndi:BPMNShape id="Start_Antrag_di" bpmnElement="Start_Antrag"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Pruefen_di" bpmnElement="Task_Pruefen"><dc:Bounds x="250" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Genehmigen_di" bpmnElement="Task_Genehmigen"><dc:Bounds x="420" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_Antrag_di" bpmnElement="End_Antrag"><dc:Bounds x="592" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="160" /><di:waypoint x="250" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="350" y="160" /><di:waypoint x="420" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3"><di:waypoint x="520" y="160" /><di:waypoint x="592" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
