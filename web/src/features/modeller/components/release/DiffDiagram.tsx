import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
import type { DiffView } from '../../bpmn/diff-view';
import type { ChangeKind, ElementChange } from '../../utils/diff-summary';
import { ZoomControls } from '../ZoomControls';

interface DiffDiagramProps {
  readonly xml: string;
  readonly changes: readonly ElementChange[];
  readonly kinds: readonly ChangeKind[];
  readonly label: string;
}

/** One version of the diagram, read-only, its changed elements coloured (bpmn-js loads on demand). */
export function DiffDiagram({ xml, changes, kinds, label }: DiffDiagramProps) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<DiffView | null>(null);
  const [state, setState] = useState<'rendering' | 'done' | 'failed'>('rendering');

  useEffect(() => {
    let cancelled = false;
    let instance: DiffView | null = null;
    setState('rendering');
    void (async () => {
      try {
        const { createDiffView } = await import('../../bpmn/diff-view');
        if (cancelled || !container.current) return;
        instance = await createDiffView(container.current, xml, changes, kinds);
        if (cancelled) {
          instance.destroy();
          return;
        }
        view.current = instance;
        setState('done');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      instance?.destroy();
      view.current = null;
    };
  }, [xml, changes, kinds]);

  return (
    <Box sx={{ position: 'relative', height: '100%', minHeight: 420, bgcolor: 'common.white' }}>
      <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 4, zIndex: 1 }}>
        {state === 'rendering' && <LinearProgress />}
      </Box>
      <Box
        ref={container}
        role="img"
        aria-label={label}
        data-testid="diff-diagram"
        className="pp-canvas"
        sx={{ position: 'absolute', inset: 0 }}
      />
      {state === 'failed' && (
        <Alert severity="error" sx={{ position: 'absolute', top: 16, left: 16, right: 16 }}>
          {label}
        </Alert>
      )}
      {state === 'done' && <ZoomControls onZoom={(action) => view.current?.zoom(action)} />}
    </Box>
  );
}
