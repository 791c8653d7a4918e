/**
 * Which diagram elements may carry comments and documents: every element except the
 * collaboration and the top-level process itself; subprocesses and pools may.
 */
const NOT_COMMENTABLE = new Set(['bpmn:Collaboration', 'bpmn:Process', 'bpmn:Definitions']);

export function canCarryCommentsAndDocuments(elementType: string): boolean {
  return !NOT_COMMENTABLE.has(elementType);
}
