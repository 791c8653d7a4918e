import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { messageOf } from '@/lib/api-error';
import { useAcknowledgeReleaseNotes } from '../api/acknowledge-release-notes';
import { useReleaseNotes } from '../api/get-release-notes';

// The notes of v4.2.7 (seed 001 'Release notes'). The server names the current version and says
// whether this user still has to see it; the acknowledgement returns that same version.
const NOTE_KEYS = ['releaseNotes.numbering', 'releaseNotes.report', 'releaseNotes.deletedElements'] as const;

/**
 * 'Neue Funktionen sind verfügbar' — shown while the server says the user has not acknowledged
 * the current version; only 'Verstanden' closes it, and that is recorded on the server.
 */
export function ReleaseNotesDialog() {
  const { t } = useTranslation();
  const notes = useReleaseNotes();
  const acknowledge = useAcknowledgeReleaseNotes();

  // A failed check is not worth interrupting the user for; the dialog comes back next time.
  const open = notes.data?.acknowledged === false;
  if (!notes.data) return null;
  const { version } = notes.data;

  return (
    <Dialog open={open} aria-labelledby="release-notes-title" maxWidth="sm" fullWidth>
      <DialogTitle id="release-notes-title" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <AutoAwesomeOutlined color="primary" aria-hidden />
        {t('releaseNotes.title')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" color="text.secondary" gutterBottom>
          {t('releaseNotes.version', { version })}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {NOTE_KEYS.map((key) => (
            <Typography component="li" key={key} sx={{ mb: 0.75 }}>
              {t(key)}
            </Typography>
          ))}
        </Box>
        {acknowledge.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(acknowledge.error, t('common.genericError'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="contained"
          autoFocus
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(version)}
        >
          {t('releaseNotes.acknowledge')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
