import { useMemo } from 'react';
import { mt } from '../i18n';
import { ReadOnlyDiagram } from './ReadOnlyDiagram';

interface DiagramPreviewProps {
  readonly xml: string | undefined;
  readonly name: string;
  readonly loading?: boolean;
}

/** A read-only preview of a diagram (history versions, subprocess candidates) with pan and zoom. */
export function DiagramPreview({ xml, name, loading = false }: DiagramPreviewProps) {
  const create = useMemo(() => {
    if (!xml) return null;
    return async (element: HTMLElement) => {
      const { createPreview } = await import('../bpmn/preview');
      return createPreview(element, xml);
    };
  }, [xml]);
  return (
    <ReadOnlyDiagram
      create={create}
      label={mt('preview.label', { name })}
      testId="diagram-preview"
      minHeight={320}
      progressLabel={mt('page.loading')}
      loading={loading}
      failedText={mt('preview.failed')}
    />
  );
}
