import { Parser } from 'saxen';

/**
 * The elements of a stored diagram by id, with their BPMN type as `bpmn:<LocalName>` whatever
 * prefix the file uses (the side panel's content is keyed by these ids). Diagram-interchange
 * shapes carry ids too; they are listed as well and never asked for.
 */
export function diagramElementTypes(xml: string): Map<string, string> {
  const types = new Map<string, string>();
  const parser = new Parser();
  parser.on('openTag', (name, attrs) => {
    const id = attrs().id;
    if (!id) return;
    const localName = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    types.set(id, `bpmn:${localName.charAt(0).toUpperCase()}${localName.slice(1)}`);
  });
  parser.on('error', () => undefined);
  parser.parse(xml);
  return types;
}

/**
 * The `name` of one element of a stored diagram ('' when it has none or is missing), as the user
 * wrote it: entities decoded ('Prüfen &amp; Freigeben' is 'Prüfen & Freigeben').
 */
export function diagramElementName(xml: string, elementId: string): string {
  let name = '';
  const parser = new Parser();
  parser.on('openTag', (_tag, attrs, decode) => {
    const found = attrs();
    if (found.id === elementId && !name) name = decode(found.name ?? '');
  });
  parser.on('error', () => undefined);
  parser.parse(xml);
  return name;
}
