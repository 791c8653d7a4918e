import DomainAddOutlined from '@mui/icons-material/DomainAddOutlined';
import Stack from '@mui/material/Stack';
import type { ClientDetails } from '@prozesspuls/shared';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { useExportClient } from '../api/export-client';
import { useClients } from '../api/get-clients';
import { useSetClientState } from '../api/set-client-state';
import { useAddDialog, useConfirmation } from '../hooks/dialog-state';
import { useManagementText } from '../hooks/use-management-text';
import { managementDe } from '../locales/de';
import { ClientDialog } from './ClientDialog';
import { ClientsTable } from './ClientsTable';
import { ConfirmationDialog } from './ConfirmationDialog';
import { FeedbackSnackbar, useFeedback } from './FeedbackSnackbar';
import { ManagementListHeader } from './ManagementHeader';
import { SessionDialog } from './SessionDialog';

/** How the texts name a client: by its company name. */
const named = (client: ClientDetails) => ({ name: client.companyName });

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
  const dialog = useAddDialog(feedback.success, (client: ClientDetails) =>
    t('clients.created', named(client)),
  );
  const deactivation = useConfirmation(managementDe.clients.confirmDeactivate, named);

  const changeState = (client: ClientDetails, active: boolean) => {
    setState.mutate(
      { clientToChangeId: client.id, newActiveState: active },
      {
        onSettled: deactivation.close,
        onSuccess: (changed) =>
          feedback.success(t(active ? 'clients.activated' : 'clients.deactivated', named(changed))),
        onError: (error) => feedback.error(messageOf(error, t('common.genericError'))),
      },
    );
  };

  return (
    <>
      <ManagementListHeader section="clients" addIcon={<DomainAddOutlined />} dialog={dialog} />
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

      <SessionDialog dialog={dialog}>
        {({ open, onClose }) => <ClientDialog open={open} onClose={onClose} onCreated={dialog.added} />}
      </SessionDialog>
      <ConfirmationDialog
        confirmation={deactivation}
        busy={setState.isPending}
        onConfirm={(client) => changeState(client, false)}
      />
      <FeedbackSnackbar feedback={feedback.feedback} onClose={feedback.close} />
    </>
  );
}
