import { ModellerPage } from '@/features/modeller/components/ModellerPage';
import { ShareDialog } from '@/features/sharing/components/ShareDialog';
import { WithCurrentUser } from '@/features/users/components/WithCurrentUser';

/**
 * /modelEdit/{uuid}: the process modelling screen for the signed-in user (bpmn-js loads on demand),
 * with the sharing feature's dialogs behind 'Teilen' and 'Geteilte Nutzer'.
 */
export function Component() {
  return (
    <WithCurrentUser>
      {({ userId, permissions }) => (
        <ModellerPage
          userId={userId}
          permissions={permissions}
          renderShareDialog={(props) => <ShareDialog {...props} currentUserId={userId} />}
        />
      )}
    </WithCurrentUser>
  );
}
