import BpmnModdle from 'bpmn-moddle';
import recommended from 'bpmnlint/config/recommended.js';
import { describe, expect, it } from 'vitest';
import { runModelChecks } from './modelCheckLinter.js';
import { MODEL_CHECK_RULE_NAMES } from './modelChecks.js';

/** A shape's diagram entry: where element `id` is drawn. */
const shape = (id: string, x: number, y: number, width: number, height: number) =>
  `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${width}" height="${height}" /></bpmndi:BPMNShape>`;

/** A horizontal flow's diagram entry, from x `fromX` to x `toX` at height `y`. */
const edge = (id: string, fromX: number, toX: number, y: number) =>
  `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}"><di:waypoint x="${fromX}" y="${y}" /><di:waypoint x="${toX}" y="${y}" /></bpmndi:BPMNEdge>`;

/** Start → 'Prüfen' → end, plus a task nobody connected. */
const DIAGRAM = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="Defs" targetNamespace="x">
  <bpmn:process id="Process_1">
    <bpmn:startEvent id="Start" name="Antrag da"><bpmn:outgoing>F1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:task id="Check" name="Prüfen"><bpmn:incoming>F1</bpmn:incoming><bpmn:outgoing>F2</bpmn:outgoing></bpmn:task>
    <bpmn:endEvent id="End" name="Erledigt"><bpmn:incoming>F2</bpmn:incoming></bpmn:endEvent>
    <bpmn:task id="Lonely" />
    <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="Check" />
    <bpmn:sequenceFlow id="F2" sourceRef="Check" targetRef="End" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="D1">
    <bpmndi:BPMNPlane id="P1" bpmnElement="Process_1">
      ${shape('Start', 100, 100, 36, 36)}
      ${shape('Check', 200, 78, 100, 80)}
      ${shape('End', 360, 100, 36, 36)}
      ${shape('Lonely', 200, 250, 100, 80)}
      ${edge('F1', 136, 200, 118)}
      ${edge('F2', 300, 360, 118)}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

async function check(xml: string) {
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const types = new Map<string, string>();
  for (const element of (
    rootElement as unknown as { rootElements: { flowElements?: { id: string; $type: string }[] }[] }
  ).rootElements[0]?.flowElements ?? []) {
    types.set(element.id, element.$type);
  }
  return runModelChecks(rootElement, (id) => types.get(id) ?? null);
}

describe('runModelChecks', () => {
  it('finds a disconnected, unnamed task as a German error and warning, and nothing on the connected flow', async () => {
    const findings = await check(DIAGRAM);
    expect(findings).toEqual([
      {
        elementId: 'Lonely',
        rule: 'no-disconnected',
        severity: 'error',
        text: 'Das Element ist mit keinem anderen Element verbunden.',
      },
      {
        elementId: 'Lonely',
        rule: 'label-required',
        severity: 'warn',
        text: 'Das Element hat keinen Namen.',
      },
    ]);
  });

  it('runs every configured rule from bpmnlint:recommended through the static resolver', async () => {
    const recommendedRules = Object.keys((recommended as { rules: Record<string, string> }).rules);
    for (const rule of MODEL_CHECK_RULE_NAMES) expect(recommendedRules, rule).toContain(rule);
    // A rule the resolver could not load would reject the whole run.
    await expect(
      check(
        DIAGRAM.replace('<bpmn:task id="Lonely" />', '').replace(/<bpmndi:BPMNShape id="Lonely_di".*\n/, ''),
      ),
    ).resolves.toEqual([]);
  });
});
