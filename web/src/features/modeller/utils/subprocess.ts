import { UNLINKED_SUFFIX } from '@prozesspuls/shared/messages';
import type { ElementKind } from './element-kinds';

/** Elements that can be linked to another model: subprocesses (not event subprocesses) and call activities. */
export function isLinkableSubprocess(kind: ElementKind): boolean {
  if (kind.type === 'bpmn:CallActivity') return true;
  return (
    (kind.type === 'bpmn:SubProcess' ||
      kind.type === 'bpmn:AdHocSubProcess' ||
      kind.type === 'bpmn:Transaction') &&
    !kind.triggeredByEvent
  );
}

/** The name after unlinking: ' (nicht verknüpft)' appended once. */
export function unlinkedName(name: string | undefined): string {
  const base = (name ?? '').trim();
  return base.endsWith(UNLINKED_SUFFIX.trim()) ? base : `${base}${UNLINKED_SUFFIX}`.trim();
}

/** The name after linking: an empty or 'nicht verknüpft' name becomes the linked model's name. */
export function linkedName(name: string | undefined, linkedFileName: string): string {
  const base = (name ?? '').trim();
  if (!base) return linkedFileName;
  if (base.endsWith(UNLINKED_SUFFIX.trim())) {
    const rest = base.slice(0, -UNLINKED_SUFFIX.trim().length).trim();
    return rest || linkedFileName;
  }
  return base;
}

export interface CandidateModel {
  readonly uuid: string;
  readonly fileName: string;
}

/** The client's models a subprocess may link to: never the current one, sorted, filtered. */
export function linkCandidates<T extends CandidateModel>(
  models: readonly T[],
  currentUuid: string,
  search = '',
): T[] {
  const needle = search.trim().toLocaleLowerCase('de');
  return models
    .filter((model) => model.uuid !== currentUuid)
    .filter((model) => !needle || model.fileName.toLocaleLowerCase('de').includes(needle))
    .sort((a, b) => a.fileName.localeCompare(b.fileName, 'de', { sensitivity: 'base' }));
}
