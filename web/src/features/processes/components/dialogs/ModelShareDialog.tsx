import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { ManagedUser, ProcessSummary } from '@prozesspuls/shared';
import { SHARE_LINK_MESSAGES } from '@prozesspuls/shared/messages';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useModelSharedUsers } from '../../api/get-model-shared-users';
import { useShareLink } from '../../api/get-share-link';
import { useUsers } from '../../api/get-users';
import { useRevokeShareLink } from '../../api/revoke-share-link';
import { useShareModel } from '../../api/share-model';
import { useUnshareModel } from '../../api/unshare-model';
import { pt } from '../../i18n';
import { offeredUsers } from '../../utils/users';
import { SharedUserList } from './SharedUserList';
import { ShareLinkSection } from './ShareLinkSection';
import { UsersAutocomplete } from './UsersAutocomplete';

interface ModelShareDialogProps {
  readonly process: ProcessSummary;
  readonly currentUserId: string;
  readonly onClose: () => void;
}

/**
 * Shares one model with users of the client (needs canEdit); offered are all users except those
 * it is already shared with (seed 000 §5). Seed 000 §4: with one or more users selected the
 * button shares; with none selected it revokes sharing, i.e. the model's share link (after a
 * confirmation) — so it is enabled without a user only while a link exists.
 */
export function ModelShareDialog({ process, currentUserId, onClose }: ModelShareDialogProps) {
  const shared = useModelSharedUsers(process.uuid);
  const users = useUsers();
  const share = useShareModel();
  const unshare = useUnshareModel();
  const link = useShareLink(process.uuid);
  const revoke = useRevokeShareLink(process.uuid);
  const [selected, setSelected] = useState<ManagedUser[]>([]);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [sharing, setSharing] = useState(false);
  const busy = sharing || share.isPending || unshare.isPending || revoke.isPending;
  const loading = shared.isPending || users.isPending;
  const sharedWith = shared.data ?? [];
  const offered = offeredUsers(users.data ?? [], [...sharedWith, currentUserId, process.initiator]);
  const failure = share.error ?? unshare.error ?? revoke.error;
  const revokes = selected.length === 0 && process.canEdit && link.data?.exists === true;

  const shareWithSelected = async () => {
    setSharing(true);
    try {
      // One call per user (the API takes one id); stops at the first refusal, which is shown.
      for (const user of selected) await share.mutateAsync({ uuid: process.uuid, userId: user.userId });
      setSelected([]);
    } catch {
      // share.error shows it
    } finally {
      setSharing(false);
    }
  };

  const submit = () => {
    if (busy) return;
    if (selected.length > 0) void shareWithSelected();
    else if (revokes) setConfirmRevoke(true);
  };

  return (
    <DialogFrame
      title={pt('modelShare.title', { name: process.fileName })}
      width={684}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {pt('common.close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={revokes ? 'error' : 'primary'}
            disabled={(selected.length === 0 && !revokes) || busy || loading}
          >
            {revokes ? pt('modelShare.revoke') : pt('modelShare.submit')}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {loading && <LinearProgress aria-label={pt('list.loading')} />}
        {shared.isError && <QueryErrorAlert error={shared.error} onRetry={() => void shared.refetch()} />}
        {users.isError && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
        {shared.isSuccess && users.isSuccess && (
          <>
            <UsersAutocomplete
              autoFocus
              label={pt('common.user')}
              options={offered}
              value={selected}
              onChange={setSelected}
              noOptionsText={pt('modelShare.noUsers')}
              disabled={busy}
              helperText={revokes ? pt('modelShare.revokeHint') : undefined}
            />
            <SharedUserList
              label={pt('modelShare.sharedWith')}
              userIds={sharedWith}
              users={users.data}
              emptyText={pt('modelShare.nobody')}
              removeLabel={(name) => pt('modelShare.remove', { user: name })}
              onRemove={(userId) => unshare.mutate({ uuid: process.uuid, userId })}
              disabled={busy}
            />
          </>
        )}
        {failure && <Alert severity="error">{messageOf(failure, pt('common.genericError'))}</Alert>}
        {revoke.isSuccess && !link.data?.exists && (
          <Alert severity="success">{SHARE_LINK_MESSAGES.revoked}</Alert>
        )}
        {process.canEdit && <ShareLinkSection uuid={process.uuid} />}
      </Stack>
      <ConfirmDialog
        open={confirmRevoke}
        tone="danger"
        title={pt('modelShare.revoke')}
        text={pt('modelShare.revokeConfirm')}
        confirmLabel={pt('modelShare.revoke')}
        cancelLabel={pt('common.cancel')}
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setConfirmRevoke(false) })}
        onClose={() => setConfirmRevoke(false)}
      />
    </DialogFrame>
  );
}
