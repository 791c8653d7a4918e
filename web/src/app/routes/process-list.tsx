import { PageLoader } from '../../components/feedback/PageLoader';
import { QueryErrorAlert } from '../../components/feedback/QueryErrorAlert';
import { ProcessListPage } from '../../features/processes/components/ProcessListPage';
import { useCurrentUser } from '../../features/users/hooks/use-current-user';

/** /processList: the process list with the signed-in user's id and roles (for the folder rules). */
export function Component() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  return <ProcessListPage user={{ userId: user.data.userId, roles: user.data.roles }} />;
}
