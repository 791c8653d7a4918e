import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { darken, useTheme } from '@mui/material/styles';
import type { ReactNode, RefObject } from 'react';
import type { ModellerController } from '../bpmn/controller';
import { mt } from '../i18n';
import { DiagramPicker } from './DiagramPicker';

interface CanvasPaneProps {
  /** The element bpmn-js draws into (useModellerCanvas). */
  readonly container: RefObject<HTMLDivElement | null>;
  readonly controller: ModellerController | null;
  readonly ready: boolean;
  readonly editing: boolean;
  readonly fileName: string;
  /** Further tools over the canvas (search field, minimap …). */
  readonly children?: ReactNode;
}

/** The framed bpmn-js canvas (orange frame while editing) with the diagram picker over it. */
export function CanvasPane({ container, controller, ready, editing, fileName, children }: CanvasPaneProps) {
  const theme = useTheme();
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'relative',
        flex: 1,
        minWidth: 0,
        overflow: 'hidden',
        bgcolor: 'common.white',
        borderColor: editing ? 'warning.main' : undefined,
      }}
    >
      <Box
        ref={container}
        role="application"
        aria-label={mt('page.diagram', { name: fileName })}
        aria-roledescription={editing ? mt('page.modeEdit') : mt('page.modeView')}
        data-testid="bpmn-canvas"
        className="pp-canvas"
        sx={{
          position: 'absolute',
          inset: 0,
          // Number badges in the tenant's colour.
          '--pp-badge-bg': theme.palette.primary.main,
          '--pp-badge-fg': theme.palette.primary.contrastText,
          '--pp-badge-bg-hover': darken(theme.palette.primary.main, 0.2),
        }}
      />
      <DiagramPicker controller={controller} ready={ready} />
      {children}
    </Paper>
  );
}
