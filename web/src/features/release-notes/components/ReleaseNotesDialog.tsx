import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { versionsSince } from '@prozesspuls/shared/help';
import { ChangelogVersions } from '@/components/changelog/ChangelogVersions';
import { messageOf } from '@/lib/api-error';
import { CHANGELOG } from '@/lib/changelog';
import { t } from '@/lib/i18n';
import { useAcknowledgeReleaseNotes } from '../api/acknowledge-release-notes';
import { useReleaseNotes } from '../api/get-release-notes';

/**
 * 'Neue Funktionen sind verfügbar' ('Verstanden') — shown while the server says the user has not acknowledged
 * the current version; only 'Verstanden' closes it, and that is recorded on the server.
 */
export function ReleaseNotesDialog() {
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
        {/* The entries of CHANGELOG.md since the user's last acknowledgement, as the help centre shows them. */}
        <ChangelogVersions
          versions={versionsSince(CHANGELOG, notes.data.acknowledgedVersion)}
          headingLevel="h3"
        />
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
