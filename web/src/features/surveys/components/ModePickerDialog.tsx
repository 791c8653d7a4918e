import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { IconCard } from '@/components/cards/IconCard';
import { WideDialog } from '@/components/dialogs/WideDialog';
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

/** 'Neue Umfrage': the mode picker (1200 px) with the three cards. */
export function ModePickerDialog({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const to = (mode: SurveyMode) => href(paths.surveysCreate, { mode });
  return (
    <WideDialog
      open={open}
      onClose={onClose}
      width={1200}
      title={t('modePicker.title')}
      titleSx={{ fontWeight: 600 }}
    >
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
    </WideDialog>
  );
}
