import { Parser } from 'saxen';

const BPMN_MODEL_URI = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/** An element of the BPMN namespace: `bpmn:<localName>` whatever prefix the file uses. */
export interface BpmnNode {
  readonly type: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: BpmnNode[];
  /** The element's own text and CDATA, entities decoded. */
  text: string;
}

/**
 * The semantic elements of a BPMN file as a tree, attribute values decoded. Elements of other
 * namespaces (diagram interchange, extensions) and everything inside them are left out. Throws
 * on XML that is not well-formed.
 */
export function bpmnTree(xml: string): BpmnNode {
  const root: BpmnNode = { type: '', attrs: {}, children: [], text: '' };
  // null stands for an element outside the BPMN namespace; its content is skipped.
  const open: (BpmnNode | null)[] = [root];
  const parser = new Parser().ns({ [BPMN_MODEL_URI]: 'bpmn' });
  parser.on('openTag', (name, attrs, decode, selfClosing) => {
    const parent = open.at(-1);
    const node: BpmnNode | null =
      parent && name.startsWith('bpmn:')
        ? {
            type: name,
            attrs: Object.fromEntries(Object.entries(attrs()).map(([key, value]) => [key, decode(value)])),
            children: [],
            text: '',
          }
        : null;
    if (node) parent?.children.push(node);
    if (!selfClosing) open.push(node);
  });
  parser.on('closeTag', (_name, _decode, selfClosing) => {
    if (!selfClosing) open.pop();
  });
  parser.on('text', (text, decode) => {
    const node = open.at(-1);
    if (node) node.text += decode(text);
  });
  parser.on('cdata', (text) => {
    const node = open.at(-1);
    if (node) node.text += text;
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.parse(xml);
  return root;
}
