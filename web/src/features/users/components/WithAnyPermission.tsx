import { hasAnyPermission } from '@prozesspuls/shared/rules';
import type { ReactNode } from 'react';
import { WithCurrentUser } from './WithCurrentUser';

interface WithAnyPermissionProps {
  /** The permissions of which the signed-in user needs one. */
  readonly anyOf: readonly string[];
  readonly children: (allowed: boolean) => ReactNode;
}

/**
 * Renders a page open to every signed-in user that offers more to some: its `allowed` says whether
 * the user holds one of `anyOf`. Loading and a failed first load behave as in WithCurrentUser.
 */
export function WithAnyPermission({ anyOf, children }: WithAnyPermissionProps) {
  return (
    <WithCurrentUser>{({ permissions }) => children(hasAnyPermission(permissions, anyOf))}</WithCurrentUser>
  );
}
