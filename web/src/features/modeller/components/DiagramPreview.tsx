import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef, useState } from 'react';
import type { DiagramPreview as Preview } from '../bpmn/preview';
import { mt } from '../i18n';
import { ZoomControls } from './ZoomControls';

interface DiagramPreviewProps {
  readonly xml: string | undefined;
  readonly name: string;
  readonly loading?: boolean;
}

/** A read-only preview of a diagram (history versions, subprocess candidates) with pan and zoom. */
export function DiagramPreview({ xml, name, loading = false }: DiagramPreviewProps) {
  const container = useRef<HTMLDivElement>(null);
  const preview = useRef<Preview | null>(null);
  const [state, setState] = useState<'idle' | 'rendering' | 'done' | 'failed'>('idle');

  useEffect(() => {
    if (!xml) return;
    let cancelled = false;
    let instance: Preview | null = null;
    setState('rendering');
    void (async () => {
      try {
        const { createPreview } = await import('../bpmn/preview');
        if (cancelled || !container.current) return;
        instance = await createPreview(container.current, xml);
        if (cancelled) {
          instance.destroy();
          return;
        }
        preview.current = instance;
        setState('done');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      instance?.destroy();
      preview.current = null;
    };
  }, [xml]);

  return (
    <Box sx={{ position: 'relative', height: '100%', minHeight: 320, bgcolor: 'common.white' }}>
      <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 4, zIndex: 1 }}>
        {(loading || state === 'rendering') && <LinearProgress aria-label={mt('page.loading')} />}
      </Box>
      <Box
        ref={container}
        role="img"
        aria-label={mt('preview.label', { name })}
        data-testid="diagram-preview"
        className="pp-canvas"
        sx={{ position: 'absolute', inset: 0 }}
      />
      {state === 'failed' && (
        <Alert severity="error" sx={{ position: 'absolute', top: 16, left: 16, right: 16 }}>
          {mt('preview.failed')}
        </Alert>
      )}
      {state === 'done' && <ZoomControls onZoom={(action) => preview.current?.zoom(action)} />}
    </Box>
  );
}
