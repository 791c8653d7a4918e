import { germanKindOf } from '@prozesspuls/shared';

/** The kinds of change the review screen colours and lists. */
export type ChangeKind = 'added' | 'removed' | 'changed' | 'moved';

export interface ElementChange {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly kind: ChangeKind;
}

interface Element {
  readonly id?: string;
  readonly name?: string;
  readonly $type: string;
}

/** bpmn:Task → Aufgabe: the reviewer reads the German type; the label is the name or, without one, the id. */
const typeOf = (element: Element) => germanKindOf(element.$type);

/**
 * One entry per element and kind, from the differ's four maps: an element that is added or
 * removed is not also 'moved' (its layout is new or gone), a changed one may also be moved.
 * Diagram-level entries (the definitions, diagrams and planes) are left out: they are no element
 * a reviewer could see.
 */
export function summarizeDiff(result: {
  readonly _added: Readonly<Record<string, Element>>;
  readonly _removed: Readonly<Record<string, Element>>;
  readonly _changed: Readonly<Record<string, { readonly model: Element }>>;
  readonly _layoutChanged: Readonly<Record<string, Element>>;
}): ElementChange[] {
  const hidden = /^(bpmn:Definitions|bpmndi:|dc:|di:)/;
  const entries: ElementChange[] = [];
  const push = (id: string, element: Element, kind: ChangeKind) => {
    if (hidden.test(element.$type)) return;
    entries.push({ id, name: element.name?.trim() || id, type: typeOf(element), kind });
  };
  for (const [id, element] of Object.entries(result._added)) push(id, element, 'added');
  for (const [id, element] of Object.entries(result._removed)) push(id, element, 'removed');
  for (const [id, change] of Object.entries(result._changed)) push(id, change.model, 'changed');
  for (const [id, element] of Object.entries(result._layoutChanged)) {
    if (!(id in result._added) && !(id in result._removed)) push(id, element, 'moved');
  }
  const order: Record<ChangeKind, number> = { added: 0, removed: 1, changed: 2, moved: 3 };
  return entries.sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name, 'de'));
}
