import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
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
  const [state, setState] = useState<'rendering' | 'done' | 'failed'>('rendering');

  useEffect(() => {
    if (!xml) return;
    let cancelled = false;
    let viewer: AskedElementViewer | null = null;
    setState('rendering');
    void (async () => {
      try {
        const { createAskedElementViewer } = await import('../viewer/asked-element-viewer');
        if (cancelled || !container.current) return;
        viewer = await createAskedElementViewer(container.current, xml, elementId);
        if (cancelled) viewer.destroy();
        else setState('done');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      viewer?.destroy();
    };
  }, [xml, elementId]);

  return (
    <Box
      sx={{ position: 'relative', height: 420, bgcolor: 'common.white', border: 1, borderColor: 'divider' }}
    >
      {(!xml || state === 'rendering') && <LinearProgress aria-label={qt('diagram.loading')} />}
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
