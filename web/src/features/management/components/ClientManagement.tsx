import DomainAddOutlined from '@mui/icons-material/DomainAddOutlined';
import Stack from '@mui/material/Stack';
import type { ClientDetails } from '@prozesspuls/shared';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useExportClient } from '../api/export-client';
import { useClients } from '../api/get-clients';
import { useSetClientState } from '../api/set-client-state';
import { useConfirmation, useDialogSession } from '../hooks/dialog-state';
import { useManagementText } from '../hooks/use-management-text';
import { managementDe } from '../locales/de';
import { ClientDialog } from './ClientDialog';
import { ClientsTable } from './ClientsTable';
import { DangerConfirmDialog } from './DangerConfirmDialog';
import { FeedbackSnackbar, useFeedback } from './FeedbackSnackbar';
import { ManagementListHeader } from './ManagementHeader';

/**
 * '/management/clients' (superusers): every client, 'Neuer Mandant', activating and — after a
 * confirmation — deactivating, and the way to each client's integration.
 */
export function ClientManagement({ currentClientId }: { readonly currentClientId: number }) {
  const t = useManagementText();
  const clients = useClients();
  const setState = useSetClientState();
  const feedback = useFeedback();
  const exportTenant = useExportClient();
  const dialog = useDialogSession();
  const deactivation = useConfirmation<ClientDetails>();

  const changeState = (client: ClientDetails, active: boolean) => {
    setState.mutate(
      { clientToChangeId: client.id, newActiveState: active },
      {
        onSettled: deactivation.close,
        onSuccess: (changed) => {
          const name = changed.companyName;
          feedback.success(active ? t('clients.activated', { name }) : t('clients.deactivated', { name }));
        },
        onError: (error) => feedback.error(messageOf(error, t('common.genericError'))),
      },
    );
  };

  // A new entry: the dialog closes and says so.
  const created = (text: string) => {
    dialog.closeDialog();
    feedback.success(text);
  };

  return (
    <>
      <ManagementListHeader
        section="clients"
        addIcon={<DomainAddOutlined />}
        onAdd={() => dialog.openDialog()}
      />
      <Stack spacing={2}>
        {clients.isError ? (
          <QueryErrorAlert error={clients.error} onRetry={() => void clients.refetch()} />
        ) : (
          <ClientsTable
            clients={clients.data}
            loading={clients.isPending}
            currentClientId={currentClientId}
            changingId={setState.isPending ? setState.variables?.clientToChangeId : undefined}
            onToggleState={(client) =>
              client.activeState ? deactivation.ask(client) : changeState(client, true)
            }
            exportingId={exportTenant.isPending ? exportTenant.variables : undefined}
            onExport={(client) =>
              exportTenant.mutate(client.id, {
                onError: (error) => feedback.error(messageOf(error, t('clients.exportFailed'))),
              })
            }
          />
        )}
      </Stack>

      {dialog.session > 0 && (
        <ClientDialog
          key={dialog.session}
          open={dialog.open}
          onClose={dialog.closeDialog}
          onCreated={(client) => created(t('clients.created', { name: client.companyName }))}
        />
      )}
      <DangerConfirmDialog
        asking={deactivation}
        texts={managementDe.clients.confirmDeactivate}
        values={{ name: deactivation.shown?.companyName ?? '' }}
        busy={setState.isPending}
        onConfirm={() => deactivation.subject && changeState(deactivation.subject, false)}
      />
      <FeedbackSnackbar feedback={feedback.feedback} onClose={feedback.close} />
    </>
  );
}
