import { hasAnyPermission } from '@prozesspuls/shared/rules';
import { ProfilesPage } from '@/features/profiles/components/ProfilesPage';
import { WithCurrentUser } from '@/features/users/components/WithCurrentUser';

/** /processCharacteristic: the process profiles; writing needs EDIT_CONTEXTITEM (ADMIN always may). */
export function Component() {
  return (
    <WithCurrentUser>
      {({ permissions }) => (
        <ProfilesPage canEdit={hasAnyPermission(permissions, ['EDIT_CONTEXTITEM', 'SUPER_ADMIN'])} />
      )}
    </WithCurrentUser>
  );
}
