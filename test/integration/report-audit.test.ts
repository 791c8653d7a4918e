import { addMonths, fileDate, type ProcessSummary, type ReleaseRequest } from '@prozesspuls/shared';
import { describe, expect, inject, it } from 'vitest';
import { chainDiagram, endEvent, exclusiveGateway, startEvent, task } from '../fixtures/diagrams.js';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, releaseSwitchStatus, signInDemoUsers } from './client.js';
import { a4LandscapePdf, pdfText } from './pdf-text.js';

/** Goods arrive, are checked, an unnamed gateway, checked: the report labels the gateway by its kind. */
const AUDIT_DIAGRAM = chainDiagram({ processId: 'Process_1', centreY: 120, flowPrefix: 'Flow_' }, [
  startEvent('Start_1', 20, 'Ware da'),
  task('Task_1', 100, 'Ware prüfen'),
  exclusiveGateway('Gateway_1', 260),
  endEvent('End_1', 360, 'Ware geprüft'),
]);

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
