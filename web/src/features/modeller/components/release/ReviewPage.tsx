import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { PageHeading } from '@/components/layout/PageHeading';
import { href, paths } from '@/config/paths';
import { messageOf } from '@/lib/api-error';
import { decideRelease, releaseKeys, useReleaseRequests, useReleaseReview } from '../../api/release';
import type { ChangeKind } from '../../utils/diff-summary';
import { DiffDiagram } from './DiffDiagram';
import { ReleaseRequestItem } from './ReleaseRequestList';
import { RELEASE_TEXTS } from './texts';

const KIND_COLOR: Record<ChangeKind, 'success' | 'error' | 'warning' | 'info'> = {
  added: 'success',
  removed: 'error',
  changed: 'warning',
  moved: 'info',
};
const REQUESTED_KINDS: readonly ChangeKind[] = ['added', 'changed', 'moved'];
const RELEASED_KINDS: readonly ChangeKind[] = ['removed'];

/** The decision the reviewer is asked to confirm. */
interface PendingDecision {
  readonly requestState: 'ACCEPTED' | 'REJECTED';
  readonly editAfterRelease: boolean;
}

/**
 * /modelReview/{uuid}: the newest request's version with its changes
 * against the last released version coloured and listed, the buttons Ablehnen, Freigeben,
 * Freigeben & Bearbeiten, and the change-history list.
 */
export function ReviewPage({ uuid }: { readonly uuid: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requests = useReleaseRequests(uuid);
  const newest = requests.data?.[0];
  const review = useReleaseReview(uuid, newest?.id);
  const [shown, setShown] = useState<'requested' | 'released'>('requested');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [decided, setDecided] = useState(false);
  const [asking, setAsking] = useState<PendingDecision | null>(null);

  const changes = useQuery({
    queryKey: [...releaseKeys.review(uuid, newest?.id ?? ''), 'diff'],
    queryFn: async () => {
      const { diffVersions } = await import('../../bpmn/diff-view');
      return diffVersions(review.data?.releasedXML ?? null, review.data?.diagramXML ?? '');
    },
    enabled: review.isSuccess,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const ask = (requestState: 'ACCEPTED' | 'REJECTED', editAfterRelease = false) => {
    setComment('');
    setError(null);
    setAsking({ requestState, editAfterRelease });
  };

  /** Every decision is confirmed in a dialog; a rejection needs its reason. */
  const decide = async () => {
    if (!newest || !asking) return;
    const { requestState, editAfterRelease } = asking;
    if (requestState === 'REJECTED' && !comment.trim()) {
      setError(RELEASE_TEXTS.rejectReasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await decideRelease({
        uuid,
        id: newest.id,
        requestState,
        comment: comment.trim() || undefined,
        editAfterRelease,
      });
      await queryClient.invalidateQueries({ queryKey: ['modeller', uuid] });
      await queryClient.invalidateQueries({ queryKey: ['processes'] });
      if (editAfterRelease && result.editMode) {
        navigate(`${href(paths.modelEdit, { uuid })}?editAfterPublish=true`);
        return;
      }
      setAsking(null);
      setDecided(true);
    } catch (failure) {
      setError(messageOf(failure, RELEASE_TEXTS.createFailed));
    } finally {
      setBusy(false);
    }
  };

  const canDecide = review.data?.canDecide === true && !decided;

  return (
    <Stack spacing={1.5} sx={{ flex: 1, minHeight: 0 }} data-testid="review-page">
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.processList} startIcon={<ArrowBack />}>
          Zurück zur Prozessliste
        </Button>
        <Box sx={{ flex: 1, '& h1': { mb: 0 } }}>
          <PageHeading>
            {review.data
              ? `${RELEASE_TEXTS.reviewTitle}: ${review.data.fileName}`
              : RELEASE_TEXTS.reviewTitle}
          </PageHeading>
        </Box>
        <Button
          variant="outlined"
          color="error"
          disabled={!canDecide || busy}
          onClick={() => ask('REJECTED')}
        >
          {RELEASE_TEXTS.reject}
        </Button>
        <Button variant="contained" disabled={!canDecide || busy} onClick={() => ask('ACCEPTED')}>
          {RELEASE_TEXTS.accept}
        </Button>
        <Button
          variant="contained"
          color="secondary"
          disabled={!canDecide || busy}
          onClick={() => ask('ACCEPTED', true)}
        >
          {RELEASE_TEXTS.acceptAndEdit}
        </Button>
      </Stack>
      {(requests.isPending || review.isPending) && newest !== undefined && <LinearProgress />}
      {requests.isError && (
        <Alert severity="error">{messageOf(requests.error, RELEASE_TEXTS.createFailed)}</Alert>
      )}
      {review.isError && (
        <Alert severity="error">{messageOf(review.error, RELEASE_TEXTS.createFailed)}</Alert>
      )}
      {requests.isSuccess && (!newest || newest.requestState !== null) && !decided && (
        <Alert severity="info">{RELEASE_TEXTS.noOpenRequest}</Alert>
      )}
      {review.data && !review.data.canDecide && newest?.requestState === null && !decided && (
        <Alert severity="info">{RELEASE_TEXTS.notReviewer}</Alert>
      )}
      {decided && <Alert severity="success">{RELEASE_TEXTS.decided}</Alert>}
      {error && !asking && <Alert severity="error">{error}</Alert>}
      {asking && (
        <ConfirmDialog
          texts={
            asking.requestState === 'REJECTED'
              ? {
                  title: RELEASE_TEXTS.rejectTitle,
                  text: RELEASE_TEXTS.rejectText(review.data?.requesterName ?? ''),
                  confirm: RELEASE_TEXTS.reject,
                }
              : {
                  title: RELEASE_TEXTS.acceptTitle,
                  text: RELEASE_TEXTS.acceptText(review.data?.requesterName ?? ''),
                  confirm: asking.editAfterRelease ? RELEASE_TEXTS.acceptAndEdit : RELEASE_TEXTS.accept,
                }
          }
          tone={asking.requestState === 'REJECTED' ? 'danger' : 'neutral'}
          width={500}
          busy={busy}
          error={error}
          onConfirm={() => void decide()}
          onClose={() => setAsking(null)}
          extra={
            <TextField
              label={
                asking.requestState === 'REJECTED'
                  ? RELEASE_TEXTS.rejectReason
                  : RELEASE_TEXTS.decisionComment
              }
              required={asking.requestState === 'REJECTED'}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              multiline
              minRows={3}
              autoFocus
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          }
        />
      )}

      {review.data && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ flex: 1, minHeight: 480 }}>
          <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={shown}
              onChange={(_, next: 'requested' | 'released' | null) => next && setShown(next)}
              sx={{ m: 1 }}
            >
              <ToggleButton value="requested">{RELEASE_TEXTS.requested}</ToggleButton>
              <ToggleButton value="released" disabled={review.data.releasedXML === null}>
                {RELEASE_TEXTS.released}
              </ToggleButton>
            </ToggleButtonGroup>
            <Box sx={{ flex: 1, position: 'relative' }}>
              {changes.data &&
                (shown === 'requested' || review.data.releasedXML === null ? (
                  <DiffDiagram
                    xml={review.data.diagramXML}
                    changes={changes.data}
                    kinds={REQUESTED_KINDS}
                    label={RELEASE_TEXTS.requested}
                  />
                ) : (
                  <DiffDiagram
                    xml={review.data.releasedXML}
                    changes={changes.data}
                    kinds={RELEASED_KINDS}
                    label={RELEASE_TEXTS.released}
                  />
                ))}
            </Box>
          </Paper>
          <Stack spacing={1.5} sx={{ width: { md: 380 }, flexShrink: 0, minHeight: 0, overflowY: 'auto' }}>
            <Paper variant="outlined">
              <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
                {RELEASE_TEXTS.changes}
              </Typography>
              {changes.isPending && <LinearProgress />}
              {review.data.releasedXML === null && (
                <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
                  {RELEASE_TEXTS.firstRelease}
                </Typography>
              )}
              {changes.data?.length === 0 && review.data.releasedXML !== null && (
                <Typography color="text.secondary" sx={{ px: 2, py: 1 }}>
                  {RELEASE_TEXTS.noChanges}
                </Typography>
              )}
              <List dense aria-label={RELEASE_TEXTS.changes}>
                {changes.data?.map((change) => (
                  <ListItem
                    key={`${change.kind}-${change.id}`}
                    data-testid="diff-change"
                    data-kind={change.kind}
                    data-element-id={change.id}
                  >
                    <Chip
                      size="small"
                      color={KIND_COLOR[change.kind]}
                      label={RELEASE_TEXTS[change.kind]}
                      sx={{ mr: 1, minWidth: 96 }}
                    />
                    <ListItemText primary={change.name} secondary={change.type} />
                  </ListItem>
                ))}
              </List>
            </Paper>
            <Paper variant="outlined">
              <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
                {RELEASE_TEXTS.changeHistory}
              </Typography>
              <List aria-label={RELEASE_TEXTS.changeHistory}>
                {requests.data?.map((request) => (
                  <ReleaseRequestItem key={request.id} request={request} />
                ))}
              </List>
            </Paper>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
