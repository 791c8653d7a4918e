import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { ModellerPage } from '@/features/modeller/components/ModellerPage';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/** /modelEdit/{uuid}: the process modelling screen for the signed-in user (bpmn-js loads on demand). */
export function Component() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  return <ModellerPage userId={user.data.userId} permissions={user.data.permissions} />;
}
