import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { ProfilesPage } from '@/features/profiles/components/ProfilesPage';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/** /processCharacteristic: the process profiles; writing needs EDIT_CONTEXTITEM (ADMIN always may). */
export function Component() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  return (
    <ProfilesPage canEdit={hasAnyPermission(user.data.permissions, ['EDIT_CONTEXTITEM', 'SUPER_ADMIN'])} />
  );
}
