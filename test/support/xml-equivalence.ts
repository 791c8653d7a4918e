/// <reference path="../../functions/src/types/saxen.d.ts" />
import { Parser } from 'saxen';

/**
 * Semantic comparison of two XML documents (a BPMN file before and after a round trip through the
 * modeller). Two documents are equivalent when they hold the same elements with the same attributes
 * and text. Allowed to differ, since BPMN tools legitimately rewrite them:
 * - namespace prefixes and where namespaces are declared (names are compared by namespace URI, and
 *   the prefix inside an `xsi:type` value too);
 * - the order of attributes and of sibling elements (bpmn-moddle writes children in its metamodel's order);
 * - whitespace around and inside text (pretty printing), comments, the XML declaration, CDATA vs. escaped text;
 * - an attribute missing on one side whose value on the other is the BPMN default (BPMN_DEFAULTS);
 * - how a number is written (`12.0` and `12`: bpmn-moddle reads coordinates as numbers).
 */

const XMLNS = 'http://www.w3.org/2000/xmlns/';
const XML = 'http://www.w3.org/XML/1998/namespace';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const BPMNDI = 'http://www.omg.org/spec/BPMN/20100524/DI';

/** Short names for the namespaces every BPMN file uses, for readable paths in the report. */
const KNOWN_PREFIXES: Readonly<Record<string, string>> = {
  [BPMN]: 'bpmn',
  [BPMNDI]: 'bpmndi',
  'http://www.omg.org/spec/DD/20100524/DC': 'dc',
  'http://www.omg.org/spec/DD/20100524/DI': 'di',
  [XSI]: 'xsi',
  [XML]: 'xml',
};

/**
 * Attributes of the BPMN 2.0 schema that have a default: writing them or leaving them out means the
 * same. Keyed by attribute name; `elements` narrows where the default applies.
 */
export const BPMN_DEFAULTS: readonly { attribute: string; value: string; elements?: readonly string[] }[] = [
  { attribute: 'expressionLanguage', value: 'http://www.w3.org/1999/XPath', elements: ['bpmn:definitions'] },
  { attribute: 'typeLanguage', value: 'http://www.w3.org/2001/XMLSchema', elements: ['bpmn:definitions'] },
  { attribute: 'textFormat', value: 'text/plain' },
  { attribute: 'testBefore', value: 'false' },
  { attribute: 'isInterrupting', value: 'true' },
  { attribute: 'cancelActivity', value: 'true' },
  { attribute: 'isExecutable', value: 'false' },
  { attribute: 'isClosed', value: 'false' },
  { attribute: 'processType', value: 'None' },
  { attribute: 'isForCompensation', value: 'false' },
  { attribute: 'startQuantity', value: '1' },
  { attribute: 'completionQuantity', value: '1' },
  { attribute: 'isSequential', value: 'false' },
  { attribute: 'parallelMultiple', value: 'false' },
  { attribute: 'gatewayDirection', value: 'Unspecified' },
  { attribute: 'instantiate', value: 'false' },
  { attribute: 'eventGatewayType', value: 'Exclusive' },
  { attribute: 'triggeredByEvent', value: 'false' },
  { attribute: 'isCollection', value: 'false' },
  { attribute: 'associationDirection', value: 'None' },
  { attribute: 'isImmediate', value: 'true' },
  { attribute: 'cancelRemainingInstances', value: 'true' },
  { attribute: 'ordering', value: 'Parallel' },
  { attribute: 'behavior', value: 'All' },
  { attribute: 'waitForCompletion', value: 'true' },
  // bpmn-moddle's default (the DI schema names none); it writes the attribute only when it differs.
  { attribute: 'messageVisibleKind', value: 'initiating', elements: ['bpmndi:BPMNEdge'] },
  // A waypoint is a dc:Point by the schema; naming its own type again adds nothing.
  { attribute: 'xsi:type', value: 'dc:Point', elements: ['di:waypoint'] },
  { attribute: 'isHorizontal', value: 'true', elements: ['bpmndi:BPMNShape'] },
  {
    attribute: 'implementation',
    value: '##unspecified',
    elements: ['bpmn:task', 'bpmn:userTask', 'bpmn:manualTask'],
  },
  {
    attribute: 'implementation',
    value: '##WebService',
    elements: ['bpmn:serviceTask', 'bpmn:sendTask', 'bpmn:receiveTask', 'bpmn:businessRuleTask'],
  },
];

interface XmlElement {
  /** `{namespace-uri}local`, or a known prefix in place of the URI. */
  readonly name: string;
  readonly attributes: Map<string, string>;
  readonly children: XmlElement[];
  text: string;
}

export interface XmlDifference {
  /** Where: element names from the root, with the id of each element that has one. */
  readonly path: string;
  readonly message: string;
}

function qualified(uri: string | undefined, local: string): string {
  if (uri === undefined || uri === '') return local;
  const prefix = KNOWN_PREFIXES[uri];
  return prefix ? `${prefix}:${local}` : `{${uri}}${local}`;
}

function splitName(raw: string): { prefix: string; local: string } {
  const colon = raw.indexOf(':');
  return colon < 0
    ? { prefix: '', local: raw }
    : { prefix: raw.slice(0, colon), local: raw.slice(colon + 1) };
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Equal values, or the same number written differently. */
function sameValue(a: string | undefined, b: string | undefined): boolean {
  if (a === b) return true;
  return a !== undefined && b !== undefined && NUMBER.test(a) && NUMBER.test(b) && Number(a) === Number(b);
}

const normalizeText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Parses `xml` into a tree of names resolved to namespace URIs; throws on malformed XML. */
export function parseXml(xml: string): XmlElement {
  const scopes: Map<string, string>[] = [new Map([['xml', XML]])];
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const lookup = (prefix: string) => {
    for (let index = scopes.length - 1; index >= 0; index--) {
      const uri = scopes[index]?.get(prefix);
      if (uri !== undefined) return uri;
    }
    return undefined;
  };
  const closeElement = () => {
    const done = stack.pop();
    scopes.pop();
    if (done) done.text = normalizeText(done.text);
  };
  const appendText = (text: string) => {
    const current = stack[stack.length - 1];
    if (current) current.text += ` ${text}`;
  };
  const parser = new Parser();
  parser.on('openTag', (rawName, getAttributes, decode, selfClosing) => {
    const raw = getAttributes();
    const scope = new Map<string, string>();
    for (const [key, value] of Object.entries(raw)) {
      if (key === 'xmlns') scope.set('', decode(value));
      else if (key.startsWith('xmlns:')) scope.set(key.slice(6), decode(value));
    }
    scopes.push(scope);
    const { prefix, local } = splitName(rawName);
    const attributes = new Map<string, string>();
    for (const [key, value] of Object.entries(raw)) {
      if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
      const attribute = splitName(key);
      // Unprefixed attributes are in no namespace (XML Namespaces 1.0 §6.2).
      const uri = attribute.prefix ? lookup(attribute.prefix) : undefined;
      if (uri === XMLNS) continue;
      let decoded = decode(value);
      if (uri === XSI && attribute.local === 'type') {
        const type = splitName(decoded);
        decoded = qualified(lookup(type.prefix), type.local);
      }
      attributes.set(qualified(uri, attribute.local), decoded);
    }
    const element: XmlElement = {
      name: qualified(lookup(prefix), local),
      attributes,
      children: [],
      text: '',
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root ??= element;
    stack.push(element);
    if (selfClosing) closeElement();
  });
  parser.on('closeTag', (_name, _decode, selfClosing) => {
    if (!selfClosing) closeElement();
  });
  parser.on('text', (text, decode) => appendText(decode(text)));
  parser.on('cdata', (text) => appendText(text));
  parser.on('error', (error) => {
    throw error;
  });
  parser.parse(xml);
  if (!root) throw new Error('no root element');
  return root;
}

function isDefault(element: string, attribute: string, value: string | undefined): boolean {
  return BPMN_DEFAULTS.some(
    (entry) =>
      entry.attribute === attribute &&
      entry.value === value &&
      (entry.elements === undefined || entry.elements.includes(element)),
  );
}

/** One line per element of the subtree, order-independent: equal for equivalent subtrees. */
function canonical(element: XmlElement): string {
  const attributes = [...element.attributes]
    .filter(([key, value]) => !isDefault(element.name, key, value))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${JSON.stringify(NUMBER.test(value) ? String(Number(value)) : value)}`);
  const children = element.children.map(canonical).sort();
  return `<${element.name} ${attributes.join(' ')}>${JSON.stringify(element.text)}${children.join('')}</>`;
}

function label(element: XmlElement): string {
  const id = element.attributes.get('id');
  return id === undefined ? element.name : `${element.name}[@id="${id}"]`;
}

/** Siblings are paired by name and id; siblings without id by their whole content. */
function pairingKey(element: XmlElement): string {
  const id = element.attributes.get('id');
  return id === undefined ? `${element.name} ${canonical(element)}` : `${element.name} #${id}`;
}

function compareElements(expected: XmlElement, actual: XmlElement, path: string, out: XmlDifference[]): void {
  const keys = new Set([...expected.attributes.keys(), ...actual.attributes.keys()]);
  for (const key of [...keys].sort()) {
    const before = expected.attributes.get(key);
    const after = actual.attributes.get(key);
    if (sameValue(before, after)) continue;
    if (before === undefined && isDefault(actual.name, key, after)) continue;
    if (after === undefined && isDefault(expected.name, key, before)) continue;
    out.push({
      path,
      message:
        after === undefined
          ? `attribute ${key}="${before}" is missing`
          : before === undefined
            ? `attribute ${key}="${after}" was added`
            : `attribute ${key} changed from "${before}" to "${after}"`,
    });
  }
  if (expected.text !== actual.text) {
    out.push({
      path,
      message: `text changed from ${JSON.stringify(expected.text)} to ${JSON.stringify(actual.text)}`,
    });
  }
  const unmatched = new Map<string, XmlElement[]>();
  for (const child of actual.children) {
    const key = pairingKey(child);
    unmatched.set(key, [...(unmatched.get(key) ?? []), child]);
  }
  const missing: XmlElement[] = [];
  for (const child of expected.children) {
    const candidates = unmatched.get(pairingKey(child));
    const partner = candidates?.shift();
    if (partner) compareElements(child, partner, `${path}/${label(child)}`, out);
    else missing.push(child);
  }
  const added = [...unmatched.values()].flat();
  for (const child of missing) {
    // An element without id that only changed inside is reported as its change, not as missing + added.
    const similar = child.attributes.has('id') ? -1 : added.findIndex((other) => other.name === child.name);
    const partner = similar >= 0 ? added.splice(similar, 1)[0] : undefined;
    if (partner) compareElements(child, partner, `${path}/${label(child)}`, out);
    else out.push({ path, message: `element ${label(child)} is missing` });
  }
  for (const child of added) out.push({ path, message: `element ${label(child)} was added` });
}

/** The differences between two XML documents (empty when they are equivalent), in document order. */
export function xmlDifferences(expectedXml: string, actualXml: string): XmlDifference[] {
  const expected = parseXml(expectedXml);
  const actual = parseXml(actualXml);
  const out: XmlDifference[] = [];
  if (expected.name !== actual.name) {
    out.push({ path: '/', message: `root element changed from ${expected.name} to ${actual.name}` });
    return out;
  }
  compareElements(expected, actual, `/${label(expected)}`, out);
  return out;
}

/** The first `limit` differences, one per line, with how many more there are. */
export function describeXmlDifferences(differences: readonly XmlDifference[], limit = 10): string {
  const lines = differences.slice(0, limit).map((difference) => `${difference.path}: ${difference.message}`);
  if (differences.length > limit) lines.push(`… and ${differences.length - limit} more`);
  return lines.join('\n');
}
