import EventOutlined from '@mui/icons-material/EventOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReleaseInfo } from '@prozesspuls/shared';
import { isReviewOverdue } from '@prozesspuls/shared/rules';
import { ReleaseStateChip, releaseSummary } from '@/components/release/ReleaseStateChip';
import { formatDateTime } from '@/lib/format-date';
import { RELEASE_TEXTS } from './texts';

interface ReleaseBarProps {
  readonly isOwn: boolean;
  readonly releaseEnabled: boolean;
  readonly release: ReleaseInfo | null;
  /** The caller edits under release (canIssueReleaseRequest); otherwise they read the released version. */
  readonly canEdit: boolean;
  readonly showsReleasedVersion: boolean;
  readonly editing: boolean;
  readonly postEdit: boolean;
  readonly busy: boolean;
  readonly onToggle: (enabled: boolean) => void;
  readonly onInterimSave: () => void;
  readonly onSend: () => void;
  /** The next review date in force (ISO), null before any approval. */
  readonly reviewDueAt: string | null;
  /** Opens 'Nächste Überprüfung'; absent for those who may not change it. */
  readonly onReviewDate?: (() => void) | undefined;
}

/**
 * The release row of the modeller: the owner's switch; the release state
 * with version and approval date; the newest decision with reviewer and reason for those who work
 * on the draft; with release enabled and in edit mode the interim-save and send buttons; the next
 * review date, which the owner and the reviewer change.
 */
export function ReleaseBar({
  isOwn,
  releaseEnabled,
  release,
  canEdit,
  showsReleasedVersion,
  editing,
  postEdit,
  busy,
  onToggle,
  onInterimSave,
  onSend,
  reviewDueAt,
  onReviewDate,
}: ReleaseBarProps) {
  if (!isOwn && !releaseEnabled) return null;
  const decision = release?.lastDecision ?? null;
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
        {releaseEnabled && release && (
          <>
            <ReleaseStateChip release={release} />
            <Typography variant="body2" color="text.secondary" data-testid="release-summary">
              {releaseSummary({ ...release, lastDecision: null })}
            </Typography>
          </>
        )}
        {releaseEnabled && reviewDueAt && (
          <Chip
            size="small"
            variant="outlined"
            icon={<EventOutlined />}
            color={isReviewOverdue(reviewDueAt, Date.now()) ? 'error' : 'default'}
            label={RELEASE_TEXTS.reviewDateOn(formatDateTime(reviewDueAt).slice(0, 10))}
            data-testid="review-date"
          />
        )}
        {releaseEnabled && onReviewDate && (
          <Button size="small" onClick={onReviewDate} disabled={busy}>
            {RELEASE_TEXTS.reviewDateChange}
          </Button>
        )}
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
      {releaseEnabled && canEdit && decision && (
        <Alert
          severity={decision.requestState === 'REJECTED' ? 'error' : 'success'}
          data-testid="release-decision"
        >
          {decision.requestState === 'REJECTED'
            ? RELEASE_TEXTS.rejectedBy(decision.reviewerName, formatDateTime(decision.decidedAt))
            : RELEASE_TEXTS.acceptedBy(decision.reviewerName, formatDateTime(decision.decidedAt))}
          {decision.comment && ` · ${RELEASE_TEXTS.reasonLabel}: ${decision.comment}`}
        </Alert>
      )}
      {showsReleasedVersion && <Alert severity="info">{RELEASE_TEXTS.readOnlyReleased}</Alert>}
    </Stack>
  );
}
