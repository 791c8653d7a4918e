import { type ElementKind, elementKindOfBpmnType } from '@prozesspuls/shared/px';
import { Parser } from 'saxen';

/** What PX mode needs of one diagram element: its name and the kind its questions are about. */
export interface OutlinedElement {
  readonly name: string;
  readonly kind: ElementKind | null;
}

/**
 * The semantic elements of a stored diagram by id, in document order (one parse), names as the
 * user wrote them (entities decoded). Diagram interchange shapes (`bpmndi:`) carry ids too and
 * are left out.
 */
export function diagramOutline(xml: string): Map<string, OutlinedElement> {
  const elements = new Map<string, OutlinedElement>();
  const parser = new Parser();
  parser.on('openTag', (tag, attrs, decode) => {
    if (/^(bpmndi|dc|di):/i.test(tag)) return;
    const found = attrs();
    const id = found.id;
    if (!id || elements.has(id)) return;
    elements.set(id, { name: decode(found.name ?? ''), kind: elementKindOfBpmnType(tag) });
  });
  parser.on('error', () => undefined);
  parser.parse(xml);
  return elements;
}
