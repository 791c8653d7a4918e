import { useLocation } from 'react-router';
import { IntegrationScreen } from '@/features/management/components/IntegrationScreen';
import { integrationClientId } from '@/features/management/utils/integration-form';
import { SuperuserOnly } from './management-superuser';

/** '/management/externalAPI?clientId=N' — the chosen client's integration, else the current client's. */
export function Component() {
  const { search } = useLocation();
  return (
    <SuperuserOnly>
      {(user) => <IntegrationScreen clientId={integrationClientId(search, user.currentClientId)} />}
    </SuperuserOnly>
  );
}
