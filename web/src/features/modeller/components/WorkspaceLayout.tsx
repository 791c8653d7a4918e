import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import type { WorkspaceParts } from '../hooks/workspace-parts';
import { mt } from '../i18n';
import { asideWidth } from '../utils/aside-width';

interface WorkspaceLayoutProps {
  readonly parts: WorkspaceParts;
  /** How many panels are open right of the canvas: they share the aside's width. */
  readonly openPanels: number;
  /** Header, notes, release row and toolbar above the canvas. */
  readonly top: ReactNode;
  /** The canvas and the panels beside it. */
  readonly row: ReactNode;
  /** Dialogs and snackbars. */
  readonly children?: ReactNode;
}

/**
 * The frame of one workspace: shown only while its tab is active, over the whole screen in full
 * screen, with the loading progress between toolbar and canvas.
 */
export function WorkspaceLayout({ parts, openPanels, top, row, children }: WorkspaceLayoutProps) {
  const { uuid, active } = parts;
  const { fullscreen } = parts.panels;
  const { stage } = parts.canvas;
  // Model and bpmn-js load side by side; the import is the last step.
  const modelLoaded = parts.data.model.isSuccess;
  const progress = stage === 'rendered' ? 100 : 10 + (modelLoaded ? 40 : 0) + (stage === 'library' ? 40 : 0);
  return (
    <Stack
      sx={[
        { display: active ? 'flex' : 'none', flex: 1, minHeight: 0 },
        fullscreen && {
          position: 'fixed',
          inset: 0,
          zIndex: (theme) => theme.zIndex.drawer + 10,
          bgcolor: 'background.default',
          px: 2,
          py: 1.5,
        },
      ]}
      data-testid="model-workspace"
      data-uuid={uuid}
      data-fullscreen={fullscreen ? 'true' : undefined}
    >
      {top}
      <Box sx={{ height: 4, my: 0.5 }}>
        {progress < 100 && stage !== 'failed' && (
          <LinearProgress variant="determinate" value={progress} aria-label={mt('page.loading')} />
        )}
      </Box>
      {stage === 'failed' && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {mt('page.renderFailed')}
        </Alert>
      )}
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ flex: 1, minHeight: 420, '--pp-aside-width': asideWidth(openPanels) }}
        data-testid="workspace-row"
      >
        {row}
      </Stack>
      {children}
    </Stack>
  );
}
