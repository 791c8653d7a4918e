import { hasPermission } from '@prozesspuls/shared/rules';
import { ResourcesPage } from '@/features/resources/components/ResourcesPage';
import { WithCurrentUser } from '@/features/users/components/WithCurrentUser';

/** /contextItems: process objects; changing them needs EDIT_CONTEXTITEM (ADMIN grants it). */
export function Component() {
  return (
    <WithCurrentUser>
      {({ permissions }) => <ResourcesPage canEdit={hasPermission(permissions, 'EDIT_CONTEXTITEM')} />}
    </WithCurrentUser>
  );
}
