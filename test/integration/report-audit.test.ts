import { addMonths, fileDate, type ProcessSummary, type ReleaseRequest } from '@prozesspuls/shared';
import { describe, expect, inject, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, releaseSwitchStatus, signInDemoUsers } from './client.js';
import { a4LandscapePdf, pdfText } from './pdf-text.js';

const AUDIT_DIAGRAM = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="D" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_1" isExecutable="false">
    <bpmn:startEvent id="Start_1" name="Ware da"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:task id="Task_1" name="Ware prüfen"><bpmn:incoming>Flow_1</bpmn:incoming><bpmn:outgoing>Flow_2</bpmn:outgoing></bpmn:task>
    <bpmn:exclusiveGateway id="Gateway_1"><bpmn:incoming>Flow_2</bpmn:incoming><bpmn:outgoing>Flow_3</bpmn:outgoing></bpmn:exclusiveGateway>
    <bpmn:endEvent id="End_1" name="Ware geprüft"><bpmn:incoming>Flow_3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start_1" targetRef="Task_1" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_1" targetRef="Gateway_1" />
    <bpmn:sequenceFlow id="Flow_3" sourceRef="Gateway_1" targetRef="End_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Di"><bpmndi:BPMNPlane id="Plane" bpmnElement="Process_1">
    <bpmndi:BPMNShape id="Start_1_di" bpmnElement="Start_1"><dc:Bounds x="20" y="102" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="Task_1_di" bpmnElement="Task_1"><dc:Bounds x="100" y="80" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="Gateway_1_di" bpmnElement="Gateway_1" isMarkerVisible="true"><dc:Bounds x="260" y="95" width="50" height="50" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="End_1_di" bpmnElement="End_1"><dc:Bounds x="360" y="102" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="56" y="120" /><di:waypoint x="100" y="120" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="200" y="120" /><di:waypoint x="260" y="120" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3"><di:waypoint x="310" y="120" /><di:waypoint x="360" y="120" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

/** DD.MM.YYYY in German time, as the report prints dates. */
const germanDay = (iso: string) =>
  new Intl.DateTimeFormat('de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));

const demo = setUpBeforeAll(signInDemoUsers);

async function report(uuid: string): Promise<Response> {
  return fetch(`${inject('baseUrl')}/api/bpmn/${uuid}/report`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demo.modeller}` },
  });
}

describe('audit-grade report', () => {
  it('prints owner, release state and version, approver and approval date, last editor, next review and page X of Y', async () => {
    const created = await api<{ uuid: string }>('POST', '/bpmn/file/Wareneingang%20Audit?folderId=default', {
      token: demo.modeller,
    });
    const { uuid } = created.body;
    expect(await releaseSwitchStatus(demo.modeller, uuid, true)).toBe(204);
    const request = await api<ReleaseRequest>('POST', '/bpmn/release', {
      token: demo.modeller,
      json: { uuid, reviewer: 'admin@demo.local', commitMsg: 'Erste Fassung', diagramXML: AUDIT_DIAGRAM },
    });
    expect(request.status).toBe(201);

    // Switching release on makes the version everyone read until then version 1 (docs/decisions.md).
    const waiting = pdfText(await a4LandscapePdf(await report(uuid), 'Wareneingang Audit_v1_'));
    expect(waiting).toContain('Freigabestatus In Prüfung');
    expect(waiting).toContain('Version 1');
    expect(waiting).toContain('Noch nicht freigegeben');

    const decided = await api('POST', '/bpmn/release/review', {
      token: demo.admin,
      json: { uuid, id: request.body.id, requestState: 'ACCEPTED' },
    });
    expect(decided.status).toBe(200);
    const history = await api<ReleaseRequest[]>('GET', `/bpmn/release/${uuid}`, { token: demo.modeller });
    const approvedAt = history.body[0]?.decidedAt ?? '';
    expect(approvedAt).not.toBe('');
    // The validity defaults to 12 months after the approval and reaches the process list.
    const list = await api<ProcessSummary[]>('GET', '/bpmn', { token: demo.modeller });
    expect(list.body.find((p) => p.uuid === uuid)?.reviewDueAt).toBe(addMonths(approvedAt, 12));

    const response = await report(uuid);
    const pdf = await a4LandscapePdf(response, `Wareneingang Audit_v2_${fileDate(Date.now())}_Bericht.pdf`);
    const text = pdfText(pdf);
    expect(text).toContain('Wareneingang Audit');
    expect(text).toContain('Prozessverantwortlich Max Modell');
    expect(text).toContain('Freigabestatus Freigegeben');
    expect(text).toContain('Version 2');
    expect(text).toMatch(new RegExp(`Freigegeben von Anna Admin am ${germanDay(approvedAt)} \\d{2}:\\d{2}`));
    expect(text).toMatch(/Zuletzt bearbeitet Max Modell am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    expect(text).toContain(`Gültig bis / nächste Prüfung ${germanDay(addMonths(approvedAt, 12))}`);
    expect(text).toMatch(/Seite 1 von [2-9]/);
    // Every activity and gateway has a Tätigkeit: the unnamed gateway by its German kind.
    expect(text).toContain('Ware prüfen');
    expect(text).toContain('Exklusives Gateway 1');
  }, 120_000);
});
