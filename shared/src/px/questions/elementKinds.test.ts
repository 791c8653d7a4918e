import { describe, expect, it } from 'vitest';
import { elementKindsInBpmn } from './elementKinds.js';

describe('elementKindsInBpmn', () => {
  it('finds the element kinds of a diagram, with or without prefix, ignoring diagram shapes', () => {
    const xml = `<?xml version="1.0"?><bpmn:definitions xmlns:bpmn="x"><bpmn:process id="P">
      <bpmn:startEvent id="S"/><bpmn:userTask id="T"></bpmn:userTask><exclusiveGateway id="G"/>
      <bpmn:sequenceFlow id="F" sourceRef="S" targetRef="T"/></bpmn:process>
      <bpmndi:BPMNDiagram><bpmndi:BPMNShape bpmnElement="T"/></bpmndi:BPMNDiagram></bpmn:definitions>`;
    expect([...elementKindsInBpmn(xml)].sort()).toEqual(['Activity', 'Event', 'Flow', 'Gateway', 'Process']);
  });

  it('finds nothing in an empty text', () => {
    expect(elementKindsInBpmn('').size).toBe(0);
  });
});
