import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useRef } from 'react';
import { useMountedView } from '@/components/diagram/use-mounted-view';
import { ZoomControls } from './ZoomControls';

/** A read-only bpmn-js view: zoomable, destroyed when its diagram changes or the page closes. */
export interface DiagramView {
  zoom(action: 'in' | 'out' | 'fit'): void;
  destroy(): void;
}

interface ReadOnlyDiagramProps {
  /**
   * Imports bpmn-js on demand and draws the diagram into the element; null draws nothing yet. A
   * new function (memoised on what it draws) destroys the view and creates a new one.
   */
  readonly create: ((element: HTMLElement) => Promise<DiagramView>) | null;
  readonly label: string;
  readonly testId: string;
  readonly minHeight: number;
  /** Shown while the diagram is drawn (and while `loading`). */
  readonly progressLabel?: string;
  readonly loading?: boolean;
  readonly failedText: string;
}

/**
 * A diagram shown read-only with pan and zoom (history versions, subprocess candidates, release
 * diffs): a progress bar while bpmn-js loads and draws, an error when drawing failed.
 */
export function ReadOnlyDiagram({
  create,
  label,
  testId,
  minHeight,
  progressLabel,
  loading = false,
  failedText,
}: ReadOnlyDiagramProps) {
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<DiagramView | null>(null);
  const state = useMountedView(container, create, view);

  return (
    <Box sx={{ position: 'relative', height: '100%', minHeight, bgcolor: 'common.white' }}>
      <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 4, zIndex: 1 }}>
        {(loading || state === 'rendering') && <LinearProgress aria-label={progressLabel} />}
      </Box>
      <Box
        ref={container}
        role="img"
        aria-label={label}
        data-testid={testId}
        className="pp-canvas"
        sx={{ position: 'absolute', inset: 0 }}
      />
      {state === 'failed' && (
        <Alert severity="error" sx={{ position: 'absolute', top: 16, left: 16, right: 16 }}>
          {failedText}
        </Alert>
      )}
      {state === 'done' && <ZoomControls onZoom={(action) => view.current?.zoom(action)} />}
    </Box>
  );
}
