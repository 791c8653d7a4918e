import { useCallback } from 'react';
import type { ChangeKind, ElementChange } from '../../utils/diff-summary';
import { ReadOnlyDiagram } from '../ReadOnlyDiagram';

interface DiffDiagramProps {
  readonly xml: string;
  readonly changes: readonly ElementChange[];
  readonly kinds: readonly ChangeKind[];
  readonly label: string;
}

/** One version of the diagram, read-only, its changed elements coloured (bpmn-js loads on demand). */
export function DiffDiagram({ xml, changes, kinds, label }: DiffDiagramProps) {
  const create = useCallback(
    async (element: HTMLElement) => {
      const { createDiffView } = await import('../../bpmn/diff-view');
      return createDiffView(element, xml, changes, kinds);
    },
    [xml, changes, kinds],
  );
  return (
    <ReadOnlyDiagram create={create} label={label} testId="diff-diagram" minHeight={420} failedText={label} />
  );
}
