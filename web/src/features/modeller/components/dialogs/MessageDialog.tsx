import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { mt } from '../../i18n';

interface MessageDialogProps {
  readonly title: string;
  readonly text: string;
  readonly kind?: 'locked' | 'info';
  readonly onClose: () => void;
}

/** 'Bearbeitung nicht möglich' and other notices the user only acknowledges. */
export function MessageDialog({ title, text, kind = 'info', onClose }: MessageDialogProps) {
  const Icon = kind === 'locked' ? LockOutlined : InfoOutlined;
  return (
    <DialogFrame
      title={title}
      width={400}
      onClose={onClose}
      actions={
        <Button variant="contained" onClick={onClose} autoFocus>
          {mt('common.ok')}
        </Button>
      }
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Icon color={kind === 'locked' ? 'warning' : 'info'} aria-hidden sx={{ mt: 0.25 }} />
        <Typography>{text}</Typography>
      </Stack>
    </DialogFrame>
  );
}
