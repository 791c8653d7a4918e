import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { ModellerPage } from '@/features/modeller/components/ModellerPage';
import { ShareDialog } from '@/features/sharing/components/ShareDialog';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/**
 * /modelEdit/{uuid}: the process modelling screen for the signed-in user (bpmn-js loads on demand),
 * with the sharing feature's dialogs behind 'Teilen' and 'Geteilte Nutzer'.
 */
export function Component() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  const { userId } = user.data;
  return (
    <ModellerPage
      userId={userId}
      permissions={user.data.permissions}
      renderShareDialog={(props) => <ShareDialog {...props} currentUserId={userId} />}
    />
  );
}
