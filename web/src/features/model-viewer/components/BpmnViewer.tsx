import Add from '@mui/icons-material/Add';
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import { useEffect, useRef } from 'react';
import { vt } from '../i18n';

interface ZoomCanvas {
  zoom(level?: number | 'fit-viewport', center?: 'auto'): number;
}

export type ViewerStage = 'library' | 'rendered';

interface BpmnViewerProps {
  readonly xml: string;
  readonly name: string;
  /** Reports progress: the library arrived, then the diagram is drawn. */
  readonly onStage: (stage: ViewerStage) => void;
  readonly onError: (error: unknown) => void;
}

/**
 * A read-only bpmn-js NavigatedViewer (pan and zoom). bpmn-js is imported on demand, so only this
 * route loads it; the viewer is destroyed when the page goes away.
 */
export function BpmnViewer({ xml, name, onStage, onError }: BpmnViewerProps) {
  const container = useRef<HTMLDivElement>(null);
  const viewer = useRef<NavigatedViewer | null>(null);
  const callbacks = useRef({ onStage, onError });
  callbacks.current = { onStage, onError };

  useEffect(() => {
    let cancelled = false;
    let instance: NavigatedViewer | null = null;
    void (async () => {
      try {
        const { default: Viewer } = await import('bpmn-js/lib/NavigatedViewer');
        if (cancelled || !container.current) return;
        instance = new Viewer({ container: container.current });
        viewer.current = instance;
        callbacks.current.onStage('library');
        await instance.importXML(xml);
        if (cancelled) return;
        instance.get<ZoomCanvas>('canvas').zoom('fit-viewport', 'auto');
        callbacks.current.onStage('rendered');
      } catch (error) {
        if (!cancelled) callbacks.current.onError(error);
      }
    })();
    return () => {
      cancelled = true;
      instance?.destroy();
      viewer.current = null;
    };
  }, [xml]);

  const zoom = (factor: number | 'fit') => {
    const canvas = viewer.current?.get<ZoomCanvas>('canvas');
    if (!canvas) return;
    if (factor === 'fit') canvas.zoom('fit-viewport', 'auto');
    else canvas.zoom(canvas.zoom() * factor);
  };

  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'relative',
        height: 'calc(100dvh - 270px)',
        minHeight: 420,
        overflow: 'hidden',
        bgcolor: 'common.white',
      }}
    >
      <Box
        ref={container}
        role="img"
        aria-label={vt('diagram', { name })}
        data-testid="bpmn-canvas"
        sx={{ position: 'absolute', inset: 0 }}
      />
      <Paper
        elevation={2}
        // Top right: the bpmn.io watermark, which must stay visible, sits bottom right.
        sx={{
          position: 'absolute',
          right: 16,
          top: 16,
          display: 'flex',
          flexDirection: 'column',
          borderRadius: 2,
        }}
      >
        <Tooltip title={vt('zoomIn')} placement="left">
          <IconButton aria-label={vt('zoomIn')} onClick={() => zoom(1.2)}>
            <Add />
          </IconButton>
        </Tooltip>
        <Tooltip title={vt('zoomOut')} placement="left">
          <IconButton aria-label={vt('zoomOut')} onClick={() => zoom(1 / 1.2)}>
            <Remove />
          </IconButton>
        </Tooltip>
        <Tooltip title={vt('fit')} placement="left">
          <IconButton aria-label={vt('fit')} onClick={() => zoom('fit')}>
            <CenterFocusStrongOutlined />
          </IconButton>
        </Tooltip>
      </Paper>
    </Paper>
  );
}
