import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo, useRef } from 'react';
import { useMountedView } from '@/components/diagram/use-mounted-view';
import { qt } from '../i18n';
import type { AskedElementViewer } from '../viewer/asked-element-viewer';

interface AskedElementDiagramProps {
  readonly xml: string | undefined;
  readonly elementId: string;
  readonly name: string;
}

/** The read-only diagram of a question with its element red; bpmn-js loads on first use. */
export function AskedElementDiagram({ xml, elementId, name }: AskedElementDiagramProps) {
  const container = useRef<HTMLDivElement>(null);
  const create = useMemo(
    () =>
      xml
        ? async (element: HTMLElement) => {
            const { createAskedElementViewer } = await import('../viewer/asked-element-viewer');
            return createAskedElementViewer(element, xml, elementId);
          }
        : null,
    [xml, elementId],
  );
  const viewer = useRef<AskedElementViewer | null>(null);
  const state = useMountedView(container, create, viewer);

  return (
    <Box
      sx={{ position: 'relative', height: 420, bgcolor: 'common.white', border: 1, borderColor: 'divider' }}
    >
      {(state === 'idle' || state === 'rendering') && <LinearProgress aria-label={qt('diagram.loading')} />}
      {state === 'failed' && <Alert severity="error">{qt('diagram.failed')}</Alert>}
      <Box
        ref={container}
        role="img"
        aria-label={qt('diagram.label', { name })}
        data-testid="asked-element-diagram"
        data-asked-element={elementId}
        sx={{ position: 'absolute', inset: 0 }}
      />
    </Box>
  );
}
