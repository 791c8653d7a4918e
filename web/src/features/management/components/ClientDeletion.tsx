import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ClientDetails, confirmsTenantName } from '@prozesspuls/shared';
import { useState } from 'react';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { useCancelClientDeletion } from '../api/cancel-client-deletion';
import { useRequestClientDeletion } from '../api/request-client-deletion';
import { useManagementText } from '../hooks/use-management-text';
import { managementDe } from '../locales/de';
import { DangerConfirmDialog } from './DangerConfirmDialog';
import { FeedbackSnackbar, useFeedback } from './FeedbackSnackbar';

/** 'Löschung beantragt' (or 'Wird gelöscht') and the date of the deletion, below the client's state. */
export function ClientDeletionStatus({ client }: { readonly client: ClientDetails }) {
  const t = useManagementText();
  const { deletion } = client;
  if (!deletion) return null;
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color="warning"
        label={deletion.state === 'running' ? t('clients.deletion.running') : t('clients.deletion.requested')}
      />
      <Typography variant="caption" color="text.secondary">
        {t('clients.deletion.dueAt', { date: formatDate(deletion.dueAt) })}
      </Typography>
    </Stack>
  );
}

/**
 * Requesting a tenant's deletion (a confirmation that makes the superuser type the tenant's
 * name) and cancelling it while it waits. The server refuses a wrong name, the own client and
 * anyone but the platform superuser as well.
 */
export function ClientDeletionControl({
  client,
  own,
}: {
  readonly client: ClientDetails;
  readonly own: boolean;
}) {
  const t = useManagementText();
  const feedback = useFeedback();
  const request = useRequestClientDeletion();
  const cancel = useCancelClientDeletion();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const name = client.companyName;

  const close = () => {
    setOpen(false);
    setTyped('');
    request.reset();
  };
  const submit = () =>
    request.mutate(
      { clientId: client.id, companyName: typed },
      {
        onSuccess: (changed) => {
          close();
          const date = changed.deletion ? formatDate(changed.deletion.dueAt) : '';
          feedback.success(t('clients.deletion.requestedDone', { name, date }));
        },
      },
    );
  const cancelDeletion = () =>
    cancel.mutate(client.id, {
      onSuccess: () => feedback.success(t('clients.deletion.cancelled', { name })),
      onError: (error) => feedback.error(messageOf(error, t('common.genericError'))),
    });

  return (
    <>
      {client.deletion ? (
        <Button
          size="small"
          variant="outlined"
          aria-label={t('clients.deletion.cancel', { name })}
          disabled={client.deletion.state === 'running' || cancel.isPending}
          onClick={cancelDeletion}
        >
          {t('clients.deletion.cancelShort')}
        </Button>
      ) : (
        <Tooltip title={own ? t('clients.deletion.ownClient') : t('clients.deletion.request', { name })}>
          <span>
            <Button
              size="small"
              color="error"
              variant="outlined"
              startIcon={<DeleteForeverOutlined fontSize="small" />}
              aria-label={t('clients.deletion.request', { name })}
              disabled={own}
              onClick={() => setOpen(true)}
            >
              {t('clients.deletion.requestShort')}
            </Button>
          </span>
        </Tooltip>
      )}
      <DangerConfirmDialog
        asking={{ open, close }}
        texts={managementDe.clients.deletion.dialog}
        values={{ name }}
        width={500}
        busy={request.isPending}
        confirmDisabled={!confirmsTenantName(typed, name)}
        error={request.isError ? messageOf(request.error, t('common.genericError')) : null}
        extra={
          <TextField
            label={t('clients.deletion.dialog.nameLabel')}
            helperText={t('clients.deletion.dialog.nameHint', { name })}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            fullWidth
          />
        }
        onConfirm={submit}
      />
      <FeedbackSnackbar feedback={feedback.feedback} onClose={feedback.close} />
    </>
  );
}
