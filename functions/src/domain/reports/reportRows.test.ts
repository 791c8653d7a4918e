import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { activityLabel } from '@prozesspuls/shared';
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { germanDateTime, reportHtml } from './reportHtml.js';
import { reportRows } from './reportRows.js';

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="t">
  <bpmn:collaboration id="C"><bpmn:participant id="P" processRef="Proc" /></bpmn:collaboration>
  <bpmn:process id="Proc">
    <bpmn:laneSet id="LS">
      <bpmn:lane id="L1" name="Einkauf"><bpmn:flowNodeRef>T1</bpmn:flowNodeRef><bpmn:flowNodeRef>G1</bpmn:flowNodeRef></bpmn:lane>
      <bpmn:lane id="L2" name="Buchhaltung"><bpmn:flowNodeRef>T2</bpmn:flowNodeRef><bpmn:flowNodeRef>S1</bpmn:flowNodeRef></bpmn:lane>
    </bpmn:laneSet>
    <bpmn:startEvent id="E1" name="Start" />
    <bpmn:task id="T1" name="Bestellung prüfen"><bpmn:documentation>Menge und Preis abgleichen</bpmn:documentation></bpmn:task>
    <bpmn:exclusiveGateway id="G1" name="In Ordnung?" />
    <bpmn:userTask id="T2" name="Rechnung buchen" />
    <bpmn:subProcess id="S1" name="Zahlung"><bpmn:task id="T3" name="Überweisen" /></bpmn:subProcess>
    <bpmn:textAnnotation id="N1"><bpmn:text>Notiz</bpmn:text></bpmn:textAnnotation>
  </bpmn:process>
</bpmn:definitions>`;

describe('report rows', () => {
  it('decodes names, reads CDATA documentation, nested lanes and any namespace prefix', async () => {
    const prefixed = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:x="urn:other" id="D" targetNamespace="t">
  <process id="P">
    <laneSet id="LS"><lane id="L1" name="Außen &amp; Innen">
      <childLaneSet id="CLS"><lane id="L2" name="Innen"><flowNodeRef> T2 </flowNodeRef></lane></childLaneSet>
      <flowNodeRef>T1</flowNodeRef><flowNodeRef>T2</flowNodeRef>
    </lane></laneSet>
    <task id="T1" name="Prüfen &lt;schnell&gt;"><documentation><![CDATA[a < b]]> &amp; c</documentation></task>
    <task id="T2" name="Buchen"><extensionElements><x:task id="X1" name="fremd" /></extensionElements></task>
  </process>
</definitions>`;
    expect(
      await reportRows(
        prefixed,
        new Map([
          ['T1', '1'],
          ['T2', '2'],
        ]),
      ),
    ).toEqual([
      { number: '1', activity: 'Prüfen <schnell>', description: 'a < b & c', role: 'Außen & Innen' },
      { number: '2', activity: 'Buchen', description: '', role: 'Innen' },
    ]);
  });

  it('lists the same rows as bpmn-moddle reads from every fixture diagram', async () => {
    const fixtures = join(import.meta.dirname, '../../../../test/fixtures');
    const files = ['bpmn', 'bpmn-miwg'].flatMap((folder) =>
      readdirSync(join(fixtures, folder))
        .filter((name) => name.endsWith('.bpmn') && !name.startsWith('error-'))
        .map((name) => join(fixtures, folder, name)),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const xml = readFileSync(file, 'utf8');
      const expected = await moddleRows(xml);
      // Each element numbered with its own id, so that every row says which element it is.
      const rows = await reportRows(xml, new Map(expected.map((row) => [row.number, row.number])));
      const sorted = (list: readonly object[]) => list.map((row) => JSON.stringify(row)).sort();
      expect(sorted(rows), file).toEqual(sorted(expected));
    }
  });

  it('gives every unnamed activity and gateway its German kind and number as Tätigkeit', async () => {
    const unnamed = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="D" targetNamespace="t">
  <bpmn:process id="P">
    <bpmn:exclusiveGateway id="G1" />
    <bpmn:parallelGateway id="G2" />
    <bpmn:exclusiveGateway id="G3" />
    <bpmn:task id="T1" />
  </bpmn:process>
</bpmn:definitions>`;
    const rows = await reportRows(unnamed, new Map([['G2', '4']]));
    expect(rows.map((r) => [r.number, r.activity])).toEqual([
      ['4', 'Paralleles Gateway 4'],
      ['', 'Aufgabe 1'],
      ['', 'Exklusives Gateway 1'],
      ['', 'Exklusives Gateway 2'],
    ]);
  });

  it('lists activities and gateways by element number with description and role, unnumbered last', async () => {
    const rows = await reportRows(
      xml,
      new Map([
        ['T2', '2'],
        ['T1', '1'],
        ['G1', '1.1'],
      ]),
    );
    expect(rows).toEqual([
      {
        number: '1',
        activity: 'Bestellung prüfen',
        description: 'Menge und Preis abgleichen',
        role: 'Einkauf',
      },
      { number: '1.1', activity: 'In Ordnung?', description: '', role: 'Einkauf' },
      { number: '2', activity: 'Rechnung buchen', description: '', role: 'Buchhaltung' },
      { number: '', activity: 'Überweisen', description: '', role: '' },
      { number: '', activity: 'Zahlung', description: '', role: 'Buchhaltung' },
    ]);
  });

  it('prefers the element description over the BPMN documentation', async () => {
    const rows = await reportRows(xml, new Map([['T1', '1']]), new Map([['T1', 'Aus der Beschreibung']]));
    expect(rows[0]?.description).toBe('Aus der Beschreibung');
  });

  it("shows an element's linked roles in 'Rolle', else its lane", async () => {
    const rows = await reportRows(
      xml,
      new Map([['T1', '1']]),
      new Map(),
      new Map([['T1', 'Prüfer, Sachbearbeiter']]),
    );
    expect(rows[0]?.role).toBe('Prüfer, Sachbearbeiter');
    expect(rows.find((r) => r.activity === 'Rechnung buchen')?.role).toBe('Buchhaltung');
  });
});

const audit = {
  owner: 'Olga Owner',
  releaseState: 'Freigegeben',
  version: 2,
  approver: 'Rita Prüfer',
  approvedAt: '2026-03-10T09:00:00Z',
  nextReviewAt: '2027-03-10T09:00:00Z',
  reviewOverdue: false,
};

/** A report of the process "Einkauf" without rows; each test changes what it is about. */
const report: Parameters<typeof reportHtml>[0] = {
  title: 'Einkauf',
  lastEditor: 'Max',
  lastEditedAt: '2026-06-02T08:30:00Z',
  createdAt: '2026-06-01T08:30:00Z',
  xml: '<x/>',
  rows: [],
  audit,
  branding: { logoUrl: null, color: '#12AB34' },
};
const reportPage = (changes: Partial<typeof report>) => reportHtml({ ...report, ...changes }, '/* viewer */');

describe('report page', () => {
  it('heads the report with the document-control fields, the tenant logo and colour', () => {
    const logo = 'data:image/png;base64,iVBORw0KGgo=';
    const html = reportPage({
      lastEditor: 'Max Modell',
      audit: { ...audit, reviewOverdue: true },
      branding: { logoUrl: logo, color: '#12AB34' },
    });
    for (const text of [
      '<th>Prozessverantwortlich</th><td>Olga Owner</td>',
      '<th>Freigabestatus</th><td>Freigegeben</td>',
      '<th>Version</th><td>2</td>',
      '<th>Freigegeben von</th><td>Rita Prüfer am 10.03.2026 10:00</td>',
      '<th>Zuletzt bearbeitet</th><td>Max Modell am 02.06.2026 10:30</td>',
      '<th>Gültig bis / nächste Prüfung</th><td>10.03.2027 (überfällig)</td>',
      `<img class="logo" alt="" src="${logo}">`,
      'color: #12AB34',
    ])
      expect(html).toContain(text);
  });

  it('says so when the release workflow is off and nothing was approved', () => {
    const html = reportPage({
      audit: {
        ...audit,
        releaseState: null,
        version: 0,
        approver: null,
        approvedAt: null,
        nextReviewAt: null,
      },
    });
    expect(html).toContain('<th>Freigabestatus</th><td>Freigabe-Workflow nicht aktiviert</td>');
    expect(html).toContain('<th>Freigegeben von</th><td>Noch nicht freigegeben</td>');
    expect(html).not.toContain('<img');
  });

  it('escapes user content and keeps the XML from closing its script tag', () => {
    const html = reportPage({
      title: '<b>Prozess</b>',
      xml: '<x></script><script>alert(1)</script>',
      rows: [{ number: '1', activity: 'A & B', description: 'Zeile 1\nZeile 2', role: 'R' }],
      branding: { logoUrl: 'https://evil.example/logo.png', color: 'red;}body{display:none' },
    });
    expect(html).toContain('&lt;b&gt;Prozess&lt;/b&gt;');
    // Only an inline image is a logo and only #rrggbb a colour: nothing else reaches the page.
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('display:none');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<td>A &amp; B</td><td>Zeile 1<br>Zeile 2</td>');
    expect(html).toContain(
      '<col style="width:10%"><col style="width:30%"><col style="width:40%"><col style="width:20%">',
    );
  });

  it('formats dates as DD.MM.YYYY HH:mm in German time', () => {
    expect(germanDateTime('2026-06-02T08:30:00Z')).toBe('02.06.2026 10:30');
  });
});

/** The rows as bpmn-moddle reads the diagram, each element numbered with its id. */
async function moddleRows(xml: string) {
  const { rootElement } = await new BpmnModdle().fromXML(xml);
  const roleOf = new Map<string, string>();
  const collectLanes = (lanes: ModdleElement[] | undefined) => {
    for (const lane of lanes ?? []) {
      for (const node of (lane.flowNodeRef as ModdleElement[] | undefined) ?? [])
        roleOf.set(String(node.id), String(lane.name ?? ''));
      collectLanes((lane.childLaneSet as ModdleElement | undefined)?.lanes as ModdleElement[] | undefined);
    }
  };
  const found: ModdleElement[] = [];
  const walk = (elements: ModdleElement[] | undefined) => {
    for (const element of elements ?? []) {
      if (/^bpmn:(.*Task|CallActivity|SubProcess|Transaction|AdHocSubProcess|.*Gateway)$/.test(element.$type))
        found.push(element);
      walk(element.flowElements as ModdleElement[] | undefined);
    }
  };
  for (const root of (rootElement.rootElements as ModdleElement[] | undefined) ?? []) {
    if (root.$type !== 'bpmn:Process') continue;
    for (const laneSet of (root.laneSets as ModdleElement[] | undefined) ?? [])
      collectLanes(laneSet.lanes as ModdleElement[] | undefined);
    walk(root.flowElements as ModdleElement[] | undefined);
  }
  return found.map((element) => ({
    number: String(element.id),
    activity: activityLabel(element.name as string | undefined, element.$type, String(element.id), 0),
    description: ((element.documentation as ModdleElement[] | undefined) ?? [])
      .map((d) => String(d.text ?? ''))
      .join('\n')
      .trim(),
    role: roleOf.get(String(element.id)) ?? '',
  }));
}
