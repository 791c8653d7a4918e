import { describe, expect, it } from 'vitest';
import { processStepKind, processSteps } from './processSteps.js';

const diagram = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:pp="http://prozesspuls.de/schema/bpmn/1.0" id="Defs" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:collaboration id="Collab">
    <bpmn:participant id="Pool_A" name="Bestellung" processRef="Process_A" />
    <bpmn:participant id="Pool_B" name="Lieferant" processRef="Process_B" />
    <bpmn:messageFlow id="Msg_1" sourceRef="Task_Send" targetRef="Task_Receive" />
  </bpmn:collaboration>
  <bpmn:process id="Process_A">
    <bpmn:laneSet id="LS">
      <bpmn:lane id="Lane_Buy" name="Einkauf">
        <bpmn:flowNodeRef>Start</bpmn:flowNodeRef>
        <bpmn:flowNodeRef>Task_Check</bpmn:flowNodeRef>
        <bpmn:childLaneSet id="LS_inner">
          <bpmn:lane id="Lane_Desk" name="Sachbearbeitung">
            <bpmn:flowNodeRef>Task_Check</bpmn:flowNodeRef>
          </bpmn:lane>
        </bpmn:childLaneSet>
      </bpmn:lane>
      <bpmn:lane id="Lane_Acc" name="Buchhaltung">
        <bpmn:flowNodeRef>Task_Send</bpmn:flowNodeRef>
        <bpmn:flowNodeRef>Timer</bpmn:flowNodeRef>
      </bpmn:lane>
    </bpmn:laneSet>
    <bpmn:startEvent id="Start" name="Bedarf" />
    <bpmn:task id="Task_Check" name="Bestellung prüfen">
      <bpmn:documentation>Nur intern: Ansprechpartnerin Frau Muster</bpmn:documentation>
      <bpmn:extensionElements><pp:elementNumber>1.2</pp:elementNumber></bpmn:extensionElements>
    </bpmn:task>
    <bpmn:sendTask id="Task_Send" name="Bestellung senden" />
    <bpmn:boundaryEvent id="Timer" attachedToRef="Task_Send" />
    <bpmn:exclusiveGateway id="Gateway_Unused" />
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start" targetRef="Task_Check" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_Check" targetRef="Task_Send" />
  </bpmn:process>
  <bpmn:process id="Process_B">
    <bpmn:receiveTask id="Task_Receive" name="Bestellung annehmen" />
  </bpmn:process>
</bpmn:definitions>`;

describe('the steps a process survey asks about', () => {
  it('names the element, its kind in German and English, and its pool and lanes from the outermost inwards', async () => {
    const { steps } = await processSteps(diagram, ['Task_Check']);
    expect(steps).toEqual([
      {
        elementId: 'Task_Check',
        name: 'Bestellung prüfen',
        type: { de: 'Aufgabe', en: 'Task' },
        roles: ['Bestellung', 'Einkauf', 'Sachbearbeitung'],
        focusId: 'Task_Check',
        neighbourIds: expect.arrayContaining(['Start', 'Flow_1', 'Task_Send', 'Flow_2']),
      },
    ]);
    expect(steps[0]?.neighbourIds).toHaveLength(4);
  });

  it('counts message flows across pools and attached events as direct neighbours', async () => {
    const { steps } = await processSteps(diagram, ['Task_Send', 'Task_Receive']);
    expect(new Set(steps[0]?.neighbourIds)).toEqual(
      new Set(['Task_Check', 'Flow_2', 'Task_Receive', 'Msg_1', 'Timer']),
    );
    expect(steps[0]?.roles).toEqual(['Bestellung', 'Buchhaltung']);
    expect(steps[1]).toMatchObject({
      type: { de: 'Empfangsaufgabe', en: 'Receive task' },
      roles: ['Lieferant'],
      neighbourIds: expect.arrayContaining(['Task_Send', 'Msg_1']),
    });
  });

  it('shows a process through its pool, and an unconnected element without neighbours', async () => {
    const { steps } = await processSteps(diagram, ['Process_A', 'Gateway_Unused']);
    expect(steps[0]).toMatchObject({
      type: { de: 'Prozess', en: 'Process' },
      roles: ['Bestellung'],
      focusId: 'Pool_A',
    });
    expect(steps[1]).toMatchObject({ type: { de: 'Exklusives Gateway' }, neighbourIds: [] });
  });

  it('keeps the asked order and leaves out ids the diagram does not have', async () => {
    const { steps } = await processSteps(diagram, ['Task_Send', 'Gone', 'Start']);
    expect(steps.map((step) => step.elementId)).toEqual(['Task_Send', 'Start']);
  });

  it('draws the diagram without documentation and extension elements, everything else kept', async () => {
    const { diagramXml } = await processSteps(diagram, ['Task_Check']);
    expect(diagramXml).not.toContain('Frau Muster');
    expect(diagramXml).not.toContain('elementNumber');
    expect(diagramXml).toContain('Bestellung prüfen');
    expect(diagramXml).toContain('Lieferant');
    expect((await processSteps(diagramXml, ['Task_Check'])).steps[0]?.roles).toEqual([
      'Bestellung',
      'Einkauf',
      'Sachbearbeitung',
    ]);
  });

  it('refuses a file that is no BPMN', async () => {
    await expect(processSteps('<kein xml', ['Task'])).rejects.toThrow();
  });

  it('names kinds it does not list as Element', () => {
    expect(processStepKind('bpmn:Unbekannt')).toEqual({ de: 'Element', en: 'Element' });
  });
});
