import SaveOutlined from '@mui/icons-material/SaveOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RELEASE_TEXTS } from './texts';

interface ReleaseBarProps {
  readonly isOwn: boolean;
  readonly releaseEnabled: boolean;
  readonly underReview: boolean;
  readonly showsReleasedVersion: boolean;
  readonly editing: boolean;
  readonly postEdit: boolean;
  readonly busy: boolean;
  readonly onToggle: (enabled: boolean) => void;
  readonly onInterimSave: () => void;
  readonly onSend: () => void;
}

/**
 * The release row of the modeller (seed 000 §2): the owner's switch; with release enabled and in
 * edit mode the interim-save and send-release-request buttons; the state of a pending review.
 */
export function ReleaseBar({
  isOwn,
  releaseEnabled,
  underReview,
  showsReleasedVersion,
  editing,
  postEdit,
  busy,
  onToggle,
  onInterimSave,
  onSend,
}: ReleaseBarProps) {
  if (!isOwn && !releaseEnabled) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }} data-testid="release-bar">
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {isOwn && (
          <FormControlLabel
            control={
              <Switch
                checked={releaseEnabled}
                disabled={busy || editing}
                onChange={(event) => onToggle(event.target.checked)}
              />
            }
            label={RELEASE_TEXTS.enable}
            title={RELEASE_TEXTS.enableHint}
          />
        )}
        {underReview && <Chip size="small" color="warning" label={RELEASE_TEXTS.underReview} />}
        {postEdit && <Chip size="small" color="info" label={RELEASE_TEXTS.postEdit} />}
        {releaseEnabled && editing && !postEdit && (
          <>
            <Button variant="outlined" startIcon={<SaveOutlined />} onClick={onInterimSave} disabled={busy}>
              {RELEASE_TEXTS.interimSave}
            </Button>
            <Button variant="contained" startIcon={<SendOutlined />} onClick={onSend} disabled={busy}>
              {RELEASE_TEXTS.send}
            </Button>
          </>
        )}
      </Stack>
      {showsReleasedVersion && <Alert severity="info">{RELEASE_TEXTS.showsReleased}</Alert>}
    </Stack>
  );
}
