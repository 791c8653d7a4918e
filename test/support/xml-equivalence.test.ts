import { describe, expect, it } from 'vitest';
import { describeXmlDifferences, xmlDifferences } from './xml-equivalence';

const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const DI =
  'xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"';

const original = `<?xml version="1.0" encoding="UTF-8"?>
<semantic:definitions xmlns:semantic="${BPMN}" ${DI} xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="d">
  <!-- written by a vendor tool -->
  <semantic:process id="p" isExecutable="false">
    <semantic:startEvent id="s" name="Start" isInterrupting="true"/>
    <semantic:task id="t" name="Prüfen &amp; freigeben">
      <semantic:documentation><![CDATA[Zwei
        Zeilen]]></semantic:documentation>
    </semantic:task>
    <semantic:sequenceFlow id="f" sourceRef="s" targetRef="t">
      <semantic:conditionExpression xsi:type="semantic:tFormalExpression">ok</semantic:conditionExpression>
    </semantic:sequenceFlow>
  </semantic:process>
  <bpmndi:BPMNDiagram id="dia">
    <bpmndi:BPMNPlane bpmnElement="p">
      <bpmndi:BPMNShape id="s_di" bpmnElement="s"><dc:Bounds x="1" y="2" width="36" height="36"/></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="t_di" bpmnElement="t"><dc:Bounds x="100" y="2" width="100" height="80"/></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</semantic:definitions>`;

/** The same model as bpmn-js writes it: other prefixes, attribute and child order, defaults left out, no CDATA. */
const rewritten = `<bpmn:definitions xmlns:bpmn="${BPMN}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ${DI} id="d"><bpmn:process id="p"><bpmn:task name="Prüfen &amp; freigeben" id="t"><bpmn:documentation>Zwei Zeilen</bpmn:documentation></bpmn:task><bpmn:startEvent name="Start" id="s" /><bpmn:sequenceFlow targetRef="t" id="f" sourceRef="s"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">ok</bpmn:conditionExpression></bpmn:sequenceFlow></bpmn:process>
<bpmndi:BPMNDiagram id="dia"><bpmndi:BPMNPlane bpmnElement="p"><bpmndi:BPMNShape bpmnElement="t" id="t_di"><dc:Bounds width="100" height="80" x="100" y="2"/></bpmndi:BPMNShape><bpmndi:BPMNShape id="s_di" bpmnElement="s"><dc:Bounds x="1" y="2" width="36" height="36"/></bpmndi:BPMNShape></bpmndi:BPMNPlane></bpmndi:BPMNDiagram></bpmn:definitions>`;

describe('xmlDifferences', () => {
  it('finds none between a file and its rewrite with other prefixes, order, whitespace, CDATA and defaults left out', () => {
    expect(xmlDifferences(original, rewritten)).toEqual([]);
  });

  it('treats 12.0 and 12 as the same number, but not 12 and 12.5', () => {
    const same = rewritten.replace('x="1" y="2" width="36"', 'x="1.0" y="2.00" width="36"');
    expect(xmlDifferences(original, same)).toEqual([]);
    const moved = rewritten.replace('x="1" y="2" width="36"', 'x="1.5" y="2" width="36"');
    expect(xmlDifferences(original, moved).map((difference) => difference.message)).toEqual([
      'attribute x changed from "1" to "1.5"',
    ]);
  });

  it.each([
    {
      behaviour: 'reports a default value replaced by another value',
      from: '<bpmn:process id="p">',
      to: '<bpmn:process id="p" isExecutable="true">',
      message: 'attribute isExecutable changed from "false" to "true"',
    },
    {
      behaviour: 'reports changed text beyond whitespace',
      from: 'Zwei Zeilen',
      to: 'Zwei  Zeilen mehr',
      message: 'text changed from "Zwei Zeilen" to "Zwei Zeilen mehr"',
    },
    {
      behaviour: 'compares the type in xsi:type by namespace, not by prefix',
      from: 'xsi:type="bpmn:tFormalExpression"',
      to: 'xsi:type="bpmn:tExpression"',
      message: 'attribute xsi:type changed from "bpmn:tFormalExpression" to "bpmn:tExpression"',
    },
  ])('$behaviour', ({ from, to, message }) => {
    const changed = rewritten.replace(from, to);
    expect(xmlDifferences(original, changed).map((difference) => difference.message)).toEqual([message]);
  });

  it('reports a dropped diagram shape by its id and path', () => {
    const dropped = rewritten.replace(/<bpmndi:BPMNShape bpmnElement="t"[\s\S]*?<\/bpmndi:BPMNShape>/, '');
    expect(xmlDifferences(original, dropped)).toEqual([
      {
        path: '/bpmn:definitions[@id="d"]/bpmndi:BPMNDiagram[@id="dia"]/bpmndi:BPMNPlane',
        message: 'element bpmndi:BPMNShape[@id="t_di"] is missing',
      },
    ]);
  });

  it('reports an added element', () => {
    const added = rewritten.replace('<bpmn:startEvent', '<bpmn:endEvent id="e"/><bpmn:startEvent');
    expect(describeXmlDifferences(xmlDifferences(original, added))).toBe(
      '/bpmn:definitions[@id="d"]/bpmn:process[@id="p"]: element bpmn:endEvent[@id="e"] was added',
    );
  });

  it('reports a changed, a removed and an added attribute', () => {
    const changed = rewritten
      .replace('width="100" height="80" x="100"', 'width="120" height="80" x="100"')
      .replace('name="Start" id="s"', 'id="s" isInterrupting="false"');
    expect(describeXmlDifferences(xmlDifferences(original, changed))).toBe(
      [
        '/bpmn:definitions[@id="d"]/bpmn:process[@id="p"]/bpmn:startEvent[@id="s"]: attribute isInterrupting changed from "true" to "false"',
        '/bpmn:definitions[@id="d"]/bpmn:process[@id="p"]/bpmn:startEvent[@id="s"]: attribute name="Start" is missing',
        '/bpmn:definitions[@id="d"]/bpmndi:BPMNDiagram[@id="dia"]/bpmndi:BPMNPlane/bpmndi:BPMNShape[@id="t_di"]/dc:Bounds: attribute width changed from "100" to "120"',
      ].join('\n'),
    );
  });

  it('tells elements of another namespace apart from the same local name in BPMN', () => {
    const vendor = rewritten.replace(
      '<bpmn:startEvent name="Start" id="s" />',
      '<v:startEvent xmlns:v="http://vendor.example" name="Start" id="s" />',
    );
    expect(xmlDifferences(original, vendor).map((difference) => difference.message)).toEqual([
      'element bpmn:startEvent[@id="s"] is missing',
      'element {http://vendor.example}startEvent[@id="s"] was added',
    ]);
  });

  it('keeps only the first differences in the description and counts the rest', () => {
    const many = rewritten.replace(/ id="(s|t|f)"/g, ' id="$1-neu"');
    const differences = xmlDifferences(original, many);
    expect(differences).toHaveLength(6);
    expect(describeXmlDifferences(differences, 2).split('\n')).toHaveLength(3);
    expect(describeXmlDifferences(differences, 2)).toMatch(/… and 4 more$/);
  });

  it('refuses malformed XML', () => {
    expect(() => xmlDifferences(original, '<bpmn:definitions><unclosed></bpmn:definitions>')).toThrow();
  });
});
