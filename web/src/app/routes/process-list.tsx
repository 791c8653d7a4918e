import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { modelPdf } from '@/features/modeller/export/model-pdf';
import { ProcessListPage } from '@/features/processes/components/ProcessListPage';
import { ProfileDialog } from '@/features/profiles/components/ProfileDialog';
import { ShareDialog } from '@/features/sharing/components/ShareDialog';
import { WithCurrentUser } from '@/features/users/components/WithCurrentUser';

/**
 * /processList: the process list with the signed-in user's id and roles (for the folder rules), and
 * the modeller's PDF export for 'Herunterladen' (loaded only when used). Users who may write
 * profiles (EDIT_CONTEXTITEM) get 'Prozesssteckbrief hinzufügen' with the profiles' dialog;
 * 'Teilen' opens the sharing feature's dialog.
 */
export function Component() {
  return (
    <WithCurrentUser>
      {({ userId, roles, permissions }) => (
        <ProcessListPage
          user={{ userId, roles }}
          renderPdf={modelPdf}
          renderShareDialog={(props) => <ShareDialog {...props} currentUserId={userId} />}
          renderProfileDialog={
            hasAnyPermission(permissions, ['EDIT_CONTEXTITEM', 'SUPER_ADMIN'])
              ? ({ onSaved, onClose }) => <ProfileDialog onSaved={onSaved} onClose={onClose} />
              : undefined
          }
        />
      )}
    </WithCurrentUser>
  );
}
