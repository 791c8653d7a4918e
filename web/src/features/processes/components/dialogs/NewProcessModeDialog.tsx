import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import { IconCard } from '@/components/cards/IconCard';
import { CloseDialog } from '@/components/dialogs/DialogFrame';
import { pt } from '../../i18n';

interface NewProcessModeDialogProps {
  readonly onChoose: (mode: 'create' | 'import') => void;
  readonly onClose: () => void;
}

const MODES = [
  { mode: 'create', icon: AddCircleOutline, title: 'mode.create', text: 'mode.createText' },
  { mode: 'import', icon: FileUploadOutlined, title: 'mode.import', text: 'mode.importText' },
] as const;

/** 'Neues Prozessmodell': choose between 'Neu erstellen' and 'Importieren'. */
export function NewProcessModeDialog({ onChoose, onClose }: NewProcessModeDialogProps) {
  return (
    <CloseDialog title={pt('mode.title')} width={800} onClose={onClose}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {MODES.map(({ mode, icon: Icon, title, text }) => (
          <IconCard
            key={mode}
            onClick={() => onChoose(mode)}
            icon={Icon}
            title={pt(title)}
            text={pt(text)}
            titleAs="span"
            iconSize={48}
          />
        ))}
      </Box>
    </CloseDialog>
  );
}
