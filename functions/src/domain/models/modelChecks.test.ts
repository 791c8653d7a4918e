import { describe, expect, it } from 'vitest';
import { releaseRefusalOf } from './modelChecks.js';

const NS = `xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI"`;

const shape = (id: string, x: number) =>
  `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="100" width="100" height="80" /></bpmndi:BPMNShape>`;
const edge = (id: string) =>
  `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}"><di:waypoint x="0" y="0" /><di:waypoint x="1" y="1" /></bpmndi:BPMNEdge>`;

/** Start → 'Prüfen' → end in pool 'Einkauf'; `extra` goes into the process. */
const diagram = (extra = '', extraShapes = '') => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions ${NS} id="Defs" targetNamespace="x">
  <bpmn:collaboration id="Collab"><bpmn:participant id="Pool" name="Einkauf" processRef="Process_1" /></bpmn:collaboration>
  <bpmn:process id="Process_1">
    <bpmn:startEvent id="Start" name="Antrag da"><bpmn:outgoing>F1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:task id="Check" name="Prüfen"><bpmn:incoming>F1</bpmn:incoming><bpmn:outgoing>F2</bpmn:outgoing></bpmn:task>
    <bpmn:endEvent id="End" name="Erledigt"><bpmn:incoming>F2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="Check" />
    <bpmn:sequenceFlow id="F2" sourceRef="Check" targetRef="End" />
    ${extra}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="D1"><bpmndi:BPMNPlane id="P1" bpmnElement="Collab">
    <bpmndi:BPMNShape id="Pool_di" bpmnElement="Pool" isHorizontal="true"><dc:Bounds x="0" y="0" width="2000" height="600" /></bpmndi:BPMNShape>
    ${shape('Start', 100)}${shape('Check', 300)}${shape('End', 500)}${edge('F1')}${edge('F2')}${extraShapes}
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

describe('releaseRefusalOf (the model checks before a release request)', () => {
  it('lets a connected model with start and end event through', async () => {
    expect(await releaseRefusalOf(diagram())).toBeNull();
  });

  it('lets a model with warnings only through (an unnamed task in the flow)', async () => {
    const xml = diagram().replace('<bpmn:task id="Check" name="Prüfen">', '<bpmn:task id="Check">');
    expect(await releaseRefusalOf(xml)).toBeNull();
  });

  it('refuses a disconnected task, naming it with its German type', async () => {
    const refusal = await releaseRefusalOf(
      diagram('<bpmn:task id="Lonely" name="Ablegen" />', shape('Lonely', 700)),
    );
    expect(refusal).toContain('meldet einen Fehler');
    expect(refusal).toContain('Ablegen · Aufgabe: Das Element ist mit keinem anderen Element verbunden.');
  });

  it('names a missing end event by the pool of its process', async () => {
    const xml = diagram()
      .replace(/<bpmn:endEvent[\s\S]*?<\/bpmn:endEvent>/, '')
      .replace('<bpmn:sequenceFlow id="F2" sourceRef="Check" targetRef="End" />', '')
      .replace('<bpmn:outgoing>F2</bpmn:outgoing>', '')
      .replace(shape('End', 500), '')
      .replace(edge('F2'), '');
    const refusal = await releaseRefusalOf(xml);
    expect(refusal).toContain('Einkauf · Pool: Dem Prozess fehlt ein Endereignis.');
  });
});
