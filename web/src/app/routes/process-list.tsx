import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { modelPdf } from '@/features/modeller/export/model-pdf';
import { ProcessListPage } from '@/features/processes/components/ProcessListPage';
import { ProfileDialog } from '@/features/profiles/components/ProfileDialog';
import { ShareDialog } from '@/features/sharing/components/ShareDialog';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/**
 * /processList: the process list with the signed-in user's id and roles (for the folder rules), and
 * the modeller's PDF export for 'Herunterladen' (loaded only when used). Users who may write
 * profiles (EDIT_CONTEXTITEM) get 'Prozesssteckbrief hinzufügen' with the profiles' dialog;
 * 'Teilen' opens the sharing feature's dialog.
 */
export function Component() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  const mayWriteProfiles = hasAnyPermission(user.data.permissions, ['EDIT_CONTEXTITEM', 'SUPER_ADMIN']);
  return (
    <ProcessListPage
      user={{ userId: user.data.userId, roles: user.data.roles }}
      renderPdf={modelPdf}
      renderShareDialog={(props) => <ShareDialog {...props} currentUserId={user.data.userId} />}
      renderProfileDialog={
        mayWriteProfiles
          ? ({ onSaved, onClose }) => <ProfileDialog onSaved={onSaved} onClose={onClose} />
          : undefined
      }
    />
  );
}
