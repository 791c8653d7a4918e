import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { ManagementHome } from '@/features/management/components/ManagementHome';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/** '/management': welcome, the area cards (clients for superusers only) and the audit trail. */
export function Component() {
  const user = useCurrentUser();
  if (user.isError && !user.data)
    return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <ManagementHome
      firstName={user.data?.firstName || user.data?.fullName || ''}
      isSuperuser={user.data?.isSuperuser}
    />
  );
}
