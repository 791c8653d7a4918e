import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { t } from '../texts';

interface SidePanelProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/** The right-hand side panel of the evaluation screen (trend and question details). */
export function SidePanel({ open, title, onClose, children }: SidePanelProps) {
  const headingId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: { xs: '100%', sm: 520 } } },
      }}
    >
      <Box sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography id={headingId} component="h2" variant="h5" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('trend.closePanel')}>
            <CloseOutlined />
          </IconButton>
        </Stack>
        {children}
      </Box>
    </Drawer>
  );
}
