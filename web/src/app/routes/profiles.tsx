import { ProfilesPage } from '@/features/profiles/components/ProfilesPage';
import { WithAnyPermission } from '@/features/users/components/WithAnyPermission';

/** /processCharacteristic: the process profiles; writing needs EDIT_CONTEXTITEM (ADMIN always may). */
export function Component() {
  return (
    <WithAnyPermission anyOf={['EDIT_CONTEXTITEM', 'SUPER_ADMIN']}>
      {(canEdit) => <ProfilesPage canEdit={canEdit} />}
    </WithAnyPermission>
  );
}
