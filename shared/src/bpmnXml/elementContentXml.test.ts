import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BPMN_XML_MESSAGES, takeElementContent, withElementContent } from './elementContentXml.js';
import { PP_NAMESPACE } from './ppModdle.js';

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../test/fixtures/bpmn', name), 'utf8');

const diagram = (taskExtras = '') => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:pp="${PP_NAMESPACE}" xmlns:vendor="http://vendor.example/bpmn" id="Defs" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="Process_1" name="Rechnung">
    <bpmn:task id="Task_A" name="Prüfen" vendor:color="red">${taskExtras}</bpmn:task>
    <bpmn:task id="Task_B" name="Freigeben" pp:taskType="Eigenes" />
    <bpmn:exclusiveGateway id="Gateway_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="D"><bpmndi:BPMNPlane id="P" bpmnElement="Process_1">
    <bpmndi:BPMNShape id="Task_A_di" bpmnElement="Task_A"><dc:Bounds x="0" y="0" width="100" height="80" /></bpmndi:BPMNShape>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

const content = {
  descriptions: new Map([
    ['Task_A', 'Rechnung prüfen: Betrag < 1000 € & Lieferant "bekannt".\nZweite Zeile'],
    ['Process_1', 'Der ganze Prozess'],
  ]),
  numbers: new Map([
    ['Task_A', '1'],
    ['Gateway_1', '1.2'],
  ]),
};

describe('XML export and import of element content', () => {
  it('an exported diagram imported again gives back every description and number', async () => {
    const exported = await withElementContent(diagram(), content);
    const taken = await takeElementContent(exported);
    expect(taken).toMatchObject({ ok: true });
    if (!taken.ok) return;
    expect(taken.descriptions).toEqual(content.descriptions);
    expect(taken.numbers).toEqual(content.numbers);
  });

  it('writes descriptions as bpmn:documentation and numbers as pp:elementNumber in extensionElements', async () => {
    const exported = await withElementContent(diagram(), content);
    expect(exported).toContain(`xmlns:pp="${PP_NAMESPACE}"`);
    expect(exported).toMatch(
      /<bpmn:task id="Task_A"[^>]*>\s*<bpmn:documentation>Rechnung prüfen: Betrag &lt; 1000 € &amp; Lieferant "bekannt".\nZweite Zeile<\/bpmn:documentation>\s*<bpmn:extensionElements>\s*<pp:elementNumber>1<\/pp:elementNumber>/,
    );
    expect(exported).toMatch(
      /<bpmn:exclusiveGateway id="Gateway_1">\s*<bpmn:extensionElements>\s*<pp:elementNumber>1.2</,
    );
  });

  it('keeps what it does not own: vendor attributes and extensions, custom element attributes, diagram shapes', async () => {
    const vendorExtension = '<bpmn:extensionElements><vendor:meta key="x" /></bpmn:extensionElements>';
    const exported = await withElementContent(diagram(vendorExtension), content);
    expect(exported).toContain('vendor:color="red"');
    expect(exported).toContain('pp:taskType="Eigenes"');
    expect(exported).toContain('<bpmndi:BPMNShape id="Task_A_di" bpmnElement="Task_A">');
    expect(exported).toMatch(/<bpmn:extensionElements>\s*<vendor:meta key="x" \/>\s*<pp:elementNumber>1</);
  });

  it('replaces numbers and documentation already in the XML instead of adding a second one', async () => {
    const stale =
      '<bpmn:documentation>alt</bpmn:documentation><bpmn:extensionElements><pp:elementNumber>7</pp:elementNumber></bpmn:extensionElements>';
    const exported = await withElementContent(diagram(stale), content);
    expect(exported).not.toContain('>alt<');
    expect(exported).not.toContain('<pp:elementNumber>7<');
    expect(exported.match(/<bpmn:documentation>/g)).toHaveLength(2);
  });

  it('keeps the documentation of an element that has no description', async () => {
    const own = '<bpmn:documentation>aus dem Altsystem</bpmn:documentation>';
    const exported = await withElementContent(diagram(own), { descriptions: new Map(), numbers: new Map() });
    expect(exported).toContain('<bpmn:documentation>aus dem Altsystem</bpmn:documentation>');
  });

  it("takes a third-party file's documentation as descriptions, CDATA and several lines included", async () => {
    const taken = await takeElementContent(fixture('miwg-C.3.0.bpmn'));
    expect(taken.ok).toBe(true);
    if (!taken.ok) return;
    expect(taken.descriptions.size).toBe(5);
    expect(taken.descriptions.get('_c73a5f4a-72f1-4e11-bb40-2f98da75fb9a')).toBe(
      'First contact with customer',
    );
    expect(taken.descriptions.get('_d034722f-751d-4f37-a3d7-47993822e979')).toMatch(
      /^Standard service level is common for most customer support\.\n/,
    );
    expect(taken.numbers.size).toBe(0);
    // The descriptions now live in the store; the stored diagram keeps everything else.
    expect(taken.xml).not.toContain('First contact with customer');
    expect(taken.xml).toContain('itp:systemDefinedAttributes');
    expect(taken.xml).toContain('_c73a5f4a-72f1-4e11-bb40-2f98da75fb9a');
  });

  it('stores a file without descriptions and numbers byte for byte', async () => {
    const xml = fixture('bewerbung-signavio-complex.bpmn');
    const taken = await takeElementContent(xml);
    expect(taken).toMatchObject({ ok: true, xml });
  });

  it('joins several documentation entries of one element and drops empty ones', async () => {
    const docs =
      '<bpmn:documentation>Erstens</bpmn:documentation><bpmn:documentation>  </bpmn:documentation><bpmn:documentation>Zweitens</bpmn:documentation>';
    const taken = await takeElementContent(diagram(docs));
    expect(taken.ok && taken.descriptions.get('Task_A')).toBe('Erstens\n\nZweitens');
  });

  it('takes numbers in canonical form', async () => {
    const number =
      '<bpmn:extensionElements><pp:elementNumber> 01.002 </pp:elementNumber></bpmn:extensionElements>';
    const taken = await takeElementContent(diagram(number));
    expect(taken.ok && taken.numbers.get('Task_A')).toBe('1.2');
  });

  it('refuses a file with an invalid number, a number used twice, two numbers on one element or a too long description', async () => {
    const numbered = (value: string) =>
      `<bpmn:extensionElements><pp:elementNumber>${value}</pp:elementNumber></bpmn:extensionElements>`;
    expect(await takeElementContent(diagram(numbered('1.a')))).toEqual({
      ok: false,
      msg: BPMN_XML_MESSAGES.invalidNumber('Task_A', '1.a'),
    });
    expect(await takeElementContent(diagram(numbered('0')))).toMatchObject({ ok: false });
    const twice = diagram(numbered('3')).replace(
      '<bpmn:exclusiveGateway id="Gateway_1" />',
      `<bpmn:exclusiveGateway id="Gateway_1">${numbered('3')}</bpmn:exclusiveGateway>`,
    );
    expect(await takeElementContent(twice)).toEqual({
      ok: false,
      msg: BPMN_XML_MESSAGES.duplicateNumber('3'),
    });
    const two = `<bpmn:extensionElements><pp:elementNumber>1</pp:elementNumber><pp:elementNumber>2</pp:elementNumber></bpmn:extensionElements>`;
    expect(await takeElementContent(diagram(two))).toEqual({
      ok: false,
      msg: BPMN_XML_MESSAGES.twoNumbers('Task_A'),
    });
    const long = `<bpmn:documentation>${'x'.repeat(10_001)}</bpmn:documentation>`;
    expect(await takeElementContent(diagram(long))).toEqual({
      ok: false,
      msg: BPMN_XML_MESSAGES.descriptionTooLong('Task_A'),
    });
  });
});
