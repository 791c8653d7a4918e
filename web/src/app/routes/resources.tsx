import { hasPermission } from '@prozesspuls/shared/rules';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { ResourcesPage } from '@/features/resources/components/ResourcesPage';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/** /contextItems: process objects; changing them needs EDIT_CONTEXTITEM (ADMIN grants it). */
export function Component() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  return <ResourcesPage canEdit={hasPermission(user.data.permissions, 'EDIT_CONTEXTITEM')} />;
}
