import type { ElementKind } from './element-kinds';

/**
 * Copy-paste leaves out custom modelling elements and data stores: a custom element
 * belongs to the client's palette, a data store to one system, neither should be duplicated.
 */
export function isCopyExcluded(kind: ElementKind): boolean {
  return Boolean(kind.taskType) || kind.type === 'bpmn:DataStoreReference' || kind.type === 'bpmn:DataStore';
}

/** The elements of a selection that may be copied. */
export function copyableElements<T>(elements: readonly T[], kindOf: (element: T) => ElementKind): T[] {
  return elements.filter((element) => !isCopyExcluded(kindOf(element)));
}
