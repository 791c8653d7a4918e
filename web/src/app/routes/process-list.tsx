import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { modelPdf } from '@/features/modeller/export/model-pdf';
import { ProcessListPage } from '@/features/processes/components/ProcessListPage';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/**
 * /processList: the process list with the signed-in user's id and roles (for the folder rules), and
 * the modeller's PDF export for 'Herunterladen' (loaded only when used).
 */
export function Component() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  return <ProcessListPage user={{ userId: user.data.userId, roles: user.data.roles }} renderPdf={modelPdf} />;
}
