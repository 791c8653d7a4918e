import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { IconCard } from '@/components/cards/IconCard';
import { href, paths } from '@/config/paths';
import { t } from '../texts';

type SurveyMode = 'IWAK' | 'STRESS' | 'MANUAL';

/** The three cards of the mode picker, in their order. */
const MODES = [
  { mode: 'IWAK', icon: ScienceOutlined, title: 'modePicker.iwakTitle', text: 'modePicker.iwakText' },
  {
    mode: 'STRESS',
    icon: PsychologyOutlined,
    title: 'modePicker.stressTitle',
    text: 'modePicker.stressText',
  },
  { mode: 'MANUAL', icon: EditNoteOutlined, title: 'modePicker.manualTitle', text: 'modePicker.manualText' },
] as const;

/** 'Neue Umfrage': the mode picker (1200 px, seed 002 §2.4, §9) with the three cards. */
export function ModePickerDialog({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const titleId = useId();
  const to = (mode: SurveyMode) => href(paths.surveysCreate, { mode });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 1200, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 600 }}>
        {t('modePicker.title')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {MODES.map(({ mode, icon, title, text }) => (
            <IconCard key={mode} icon={icon} title={t(title)} text={t(text)} titleAs="span" to={to(mode)} />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose}>{t('modePicker.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
