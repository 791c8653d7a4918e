import Add from '@mui/icons-material/Add';
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined';
import Remove from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { mt } from '../i18n';

/** Zoom in, out and fit, floating at the bottom right of a canvas (the history preview's). */
export function ZoomControls({ onZoom }: { readonly onZoom: (action: 'in' | 'out' | 'fit') => void }) {
  const buttons = [
    { action: 'in', label: mt('toolbar.zoomIn'), icon: <Add /> },
    { action: 'out', label: mt('toolbar.zoomOut'), icon: <Remove /> },
    { action: 'fit', label: mt('toolbar.fit'), icon: <CenterFocusStrongOutlined /> },
  ] as const;
  return (
    <Paper
      elevation={2}
      sx={{
        position: 'absolute',
        right: 16,
        bottom: 52,
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 2,
      }}
    >
      {buttons.map((button) => (
        <Tooltip key={button.action} title={button.label} placement="left">
          <IconButton aria-label={button.label} onClick={() => onZoom(button.action)}>
            {button.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Paper>
  );
}
