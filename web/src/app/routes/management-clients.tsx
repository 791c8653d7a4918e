import { ClientManagement } from '@/features/management/components/ClientManagement';
import { SuperuserOnly } from './management-superuser';

/** '/management/clients' (superusers) */
export function Component() {
  return (
    <SuperuserOnly>{(user) => <ClientManagement currentClientId={user.currentClientId} />}</SuperuserOnly>
  );
}
