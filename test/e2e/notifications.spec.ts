import { DEMO_USERS, expect, test } from './fixtures';
import { newModelAsModeller, secondUser } from './modeller-helpers';
import { api, unique } from './processes-helpers';

const DIAGRAM = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="D" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_Entscheid" isExecutable="false">
    <bpmn:startEvent id="Start_Entscheid" name="Antrag da"><bpmn:outgoing>Flow_1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:task id="Task_Entscheid" name="Zur Prüfung"><bpmn:incoming>Flow_1</bpmn:incoming><bpmn:outgoing>Flow_2</bpmn:outgoing></bpmn:task>
    <bpmn:endEvent id="End_Entscheid" name="Geprüft"><bpmn:incoming>Flow_2</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="Start_Entscheid" targetRef="Task_Entscheid" />
    <bpmn:sequenceFlow id="Flow_2" sourceRef="Task_Entscheid" targetRef="End_Entscheid" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_1">
    <bpmndi:BPMNPlane id="Plane_1" bpmnElement="Process_Entscheid">
      <bpmndi:BPMNShape id="Start_Entscheid_di" bpmnElement="Start_Entscheid"><dc:Bounds x="20" y="122" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_Entscheid_di" bpmnElement="Task_Entscheid"><dc:Bounds x="100" y="100" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_Entscheid_di" bpmnElement="End_Entscheid"><dc:Bounds x="260" y="122" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="56" y="140" /><di:waypoint x="100" y="140" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="200" y="140" /><di:waypoint x="260" y="140" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

test.describe('notifications of release decisions', () => {
  test('the requester sees the rejection with reason and reviewer under the bell, opens the model and it counts as read', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const name = unique('Benachrichtigt');
    const uuid = await newModelAsModeller(page, name);
    await api(page, 'PUT', `/bpmn/${uuid}/releaseEnabled`, { releaseEnabled: true });
    const request = await api<{ id: string }>(page, 'POST', '/bpmn/release', {
      uuid,
      reviewer: DEMO_USERS.admin,
      commitMsg: 'Bitte prüfen',
      diagramXML: DIAGRAM,
    });

    // The reviewer rejects with a reason (the review screen's own story is release.spec.ts).
    const reviewer = await secondUser(browser, baseURL, DEMO_USERS.admin);
    await api(reviewer.page, 'POST', '/bpmn/release/review', {
      uuid,
      id: request.id,
      requestState: 'REJECTED',
      comment: 'Die Rollen fehlen noch',
    });
    await reviewer.context.close();

    await page.goto('/processList');
    // Issue 24 §2: the tab 'Freigegebene Prozesse' keeps the spec's index 2 and explains itself.
    const sharedTab = page.getByRole('tab', { name: 'Freigegebene Prozesse' });
    await expect(sharedTab).toHaveAttribute('title', /die andere Nutzer mit Ihnen geteilt haben/);
    await sharedTab.click();
    await expect(page).toHaveURL(/[?&]tab=2(&|$)/);
    const bell = page.getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ });
    await expect(bell).toBeVisible();
    const unreadBefore = Number(/(\d+) ungelesen/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Benachrichtigungen' });
    const item = panel.getByRole('listitem', { name: `Abgelehnt: ${name}` });
    await expect(item).toBeVisible();
    await expect(item).toContainText(/von Anna Admin am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(item).toContainText('Begründung: Die Rollen fehlen noch');
    await expect(item.getByText('Ungelesen')).toBeVisible();

    // The link opens the model and marks the notification read.
    await item.getByRole('link', { name: 'Zum Prozessmodell' }).click();
    await page.waitForURL(`**/modelEdit/${uuid}`);
    const after = unreadBefore - 1;
    const bellAfter = page.getByRole('button', {
      name: after > 0 ? `Benachrichtigungen, ${after} ungelesen` : 'Benachrichtigungen',
      exact: true,
    });
    await expect(bellAfter).toBeVisible();
    await bellAfter.click();
    const read = page
      .getByRole('dialog', { name: 'Benachrichtigungen' })
      .getByRole('listitem', { name: `Abgelehnt: ${name}` });
    await expect(read).toBeVisible();
    await expect(read.getByText('Ungelesen')).toHaveCount(0);
    await expect(read.getByRole('button', { name: 'Als gelesen markieren' })).toHaveCount(0);
  });
});
