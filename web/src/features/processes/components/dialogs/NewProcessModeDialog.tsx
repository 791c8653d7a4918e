import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { pt } from '../../i18n';

interface NewProcessModeDialogProps {
  readonly onChoose: (mode: 'create' | 'import') => void;
  readonly onClose: () => void;
}

const MODES = [
  { mode: 'create', icon: AddCircleOutline, title: 'mode.create', text: 'mode.createText' },
  { mode: 'import', icon: FileUploadOutlined, title: 'mode.import', text: 'mode.importText' },
] as const;

/** 'Neues Prozessmodel': choose between 'Neu erstellen' and 'Importieren' (seed 000 §2). */
export function NewProcessModeDialog({ onChoose, onClose }: NewProcessModeDialogProps) {
  return (
    <DialogFrame
      title={pt('mode.title')}
      width={800}
      onClose={onClose}
      actions={<Button onClick={onClose}>{pt('common.cancel')}</Button>}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {MODES.map(({ mode, icon: Icon, title, text }) => (
          <Card key={mode}>
            <CardActionArea onClick={() => onChoose(mode)} sx={{ height: '100%', p: 1 }}>
              <CardContent>
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    mb: 2,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  <Icon aria-hidden />
                </Box>
                <Typography component="span" variant="h6" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
                  {pt(title)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {pt(text)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </DialogFrame>
  );
}
