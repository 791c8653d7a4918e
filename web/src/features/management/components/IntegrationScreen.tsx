import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useClients } from '../api/get-clients';
import { useManagementText } from '../hooks/use-management-text';
import { IntegrationSettingsForm } from './IntegrationSettingsForm';
import { ManagementHeader } from './ManagementHeader';

/** Set on the way back to /management, which then confirms the save. */
export interface ManagementLocationState {
  readonly integrationSaved?: boolean;
}

/** '/management/externalAPI': the integration of the chosen (or current) client. */
export function IntegrationScreen({ clientId }: { readonly clientId: number }) {
  const t = useManagementText();
  const navigate = useNavigate();
  const clients = useClients();
  const client = clients.data?.find((candidate) => candidate.id === clientId);
  const state: ManagementLocationState = { integrationSaved: true };

  return (
    <>
      <ManagementHeader
        back
        title={t('integration.heading')}
        intro={
          client
            ? `${t('integration.client', { name: client.companyName })} · ${t('integration.intro')}`
            : t('integration.intro')
        }
      />
      <IntegrationSettingsForm
        clientId={clientId}
        onSaved={() => void navigate(paths.management, { state })}
        onCancel={() => void navigate(paths.management)}
      />
    </>
  );
}
