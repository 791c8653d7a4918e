import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { ManagedUser } from '@prozesspuls/shared';
import { SHARE_LINK_MESSAGES } from '@prozesspuls/shared/messages';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { SharedUserList } from '@/components/user/SharedUserList';
import { UsersAutocomplete } from '@/components/user/UsersAutocomplete';
import { messageOf } from '@/lib/api-error';
import type { ShareDialogModel } from '@/lib/share-dialog-slot';
import { offeredUsers } from '@/lib/users';
import { useModelSharedUsers } from '../api/get-model-shared-users';
import { useShareLink } from '../api/get-share-link';
import { useRevokeShareLink } from '../api/revoke-share-link';
import { useShareModel } from '../api/share-model';
import { useUnshareModel } from '../api/unshare-model';
import { useEligibleUsers } from '../hooks/use-eligible-users';
import { st } from '../i18n';
import { sharingDe } from '../locales/de';
import { ShareLinkSection } from './ShareLinkSection';

interface ModelShareDialogProps {
  readonly model: ShareDialogModel;
  readonly currentUserId: string;
  readonly onClose: () => void;
}

/**
 * Shares one model with users of the client (needs canEdit); offered are the users who could open
 * it once shared (the rule the server enforces) except those it is already shared
 * with. With one or more users selected the button shares; with none
 * selected it revokes sharing, i.e. the model's share link (after a confirmation) — so it is
 * enabled without a user only while a link exists. Opened from the process list and the modeller.
 */
export function ModelShareDialog({ model, currentUserId, onClose }: ModelShareDialogProps) {
  const shared = useModelSharedUsers(model.uuid);
  const users = useEligibleUsers();
  const share = useShareModel();
  const unshare = useUnshareModel();
  const link = useShareLink(model.uuid);
  const revoke = useRevokeShareLink(model.uuid);
  const [selected, setSelected] = useState<ManagedUser[]>([]);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const [sharing, setSharing] = useState(false);
  const busy = sharing || share.isPending || unshare.isPending || revoke.isPending;
  // The main button shares or, with a live link and nobody selected, revokes: until the link's
  // state is known the dialog is still loading, so the button does not change meaning under the user.
  const loading = shared.isPending || users.isPending || (model.canEdit && link.isPending);
  const sharedWith = shared.data ?? [];
  const offered = offeredUsers(users.eligible ?? [], [...sharedWith, currentUserId, model.initiator]);
  const failure = share.error ?? unshare.error ?? revoke.error;
  const revokes = selected.length === 0 && model.canEdit && link.data?.exists === true;

  const shareWithSelected = async () => {
    setSharing(true);
    try {
      // One call per user (the API takes one id); stops at the first refusal, which is shown.
      for (const user of selected) await share.mutateAsync({ uuid: model.uuid, userId: user.userId });
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
      title={st('share.title', { name: model.fileName })}
      width={684}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {st('common.close')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={revokes ? 'error' : 'primary'}
            disabled={(selected.length === 0 && !revokes) || busy || loading}
          >
            {revokes ? st('share.revoke') : st('share.submit')}
          </Button>
        </>
      }
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {loading && <LinearProgress aria-label={st('common.loading')} />}
        {shared.isError && <QueryErrorAlert error={shared.error} onRetry={() => void shared.refetch()} />}
        {users.error && <QueryErrorAlert error={users.error} onRetry={() => void users.refetch()} />}
        {shared.isSuccess && users.users && users.eligible && (
          <>
            <UsersAutocomplete
              autoFocus
              label={st('common.user')}
              options={offered}
              value={selected}
              onChange={setSelected}
              noOptionsText={st('share.noUsers')}
              disabled={busy}
              helperText={revokes ? st('share.revokeHint') : st('share.eligibleHint')}
            />
            <SharedUserList
              label={st('share.sharedWith')}
              userIds={sharedWith}
              users={users.users}
              emptyText={st('share.nobody')}
              removeLabel={(name) => st('share.remove', { user: name })}
              onRemove={(userId) => unshare.mutate({ uuid: model.uuid, userId })}
              disabled={busy}
            />
          </>
        )}
        {failure && <Alert severity="error">{messageOf(failure, st('common.genericError'))}</Alert>}
        {revoke.isSuccess && !link.data?.exists && (
          <Alert severity="success">{SHARE_LINK_MESSAGES.revoked}</Alert>
        )}
        {model.canEdit && <ShareLinkSection uuid={model.uuid} />}
      </Stack>
      <ConfirmDialog
        open={confirmRevoke}
        tone="danger"
        texts={sharingDe.share.confirmRevoke}
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setConfirmRevoke(false) })}
        onClose={() => setConfirmRevoke(false)}
      />
    </DialogFrame>
  );
}
