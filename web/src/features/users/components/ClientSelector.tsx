import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FullScreenOverlay } from '@/components/feedback/FullScreenOverlay';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { messageOf } from '@/lib/api-error';
import { t } from '@/lib/i18n';
import { useUserClients } from '../api/get-user-clients';
import { useSwitchClient } from '../api/switch-client';
import { canSwitchClient } from '../utils/can-switch-client';

/**
 * 'Aktueller Mandant': lists the user's clients, disabled with one or fewer. Choosing another
 * shows a full-screen overlay, switches on the server and reloads the page.
 */
export function ClientSelector({ currentClientId }: { readonly currentClientId: number }) {
  const clients = useUserClients();
  const switchClient = useSwitchClient();

  if (clients.isPending) return <Skeleton variant="rounded" height={56} sx={{ maxWidth: 360 }} />;
  if (clients.isError)
    return <QueryErrorAlert error={clients.error} onRetry={() => void clients.refetch()} />;

  const known = clients.data.some((client) => client.id === currentClientId);
  // The overlay stays up after success: the page reload is already on its way.
  const switching = switchClient.isPending || switchClient.isSuccess;

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <TextField
        select
        label={t('home.currentClient')}
        value={known ? String(currentClientId) : ''}
        disabled={!canSwitchClient(clients.data) || switching}
        onChange={(event) => {
          const clientId = Number(event.target.value);
          if (clientId !== currentClientId) switchClient.mutate(clientId);
        }}
        fullWidth
      >
        {clients.data.map((client) => (
          <MenuItem key={client.id} value={String(client.id)}>
            {client.companyName}
          </MenuItem>
        ))}
      </TextField>
      {switchClient.isError && (
        <Alert severity="error">{messageOf(switchClient.error, t('common.genericError'))}</Alert>
      )}
      <FullScreenOverlay open={switching} label={t('home.switchingClient')} />
    </Stack>
  );
}
