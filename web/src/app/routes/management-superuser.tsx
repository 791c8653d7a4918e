import type { UserDetails } from '@prozesspuls/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FORBIDDEN_PATH } from '@/config/paths';
import { WithCurrentUser } from '@/features/users/components/WithCurrentUser';

/**
 * Client management and the integrations are for holders of the role titled 'Superuser'
 *; other administrators go to /error/403.
 */
export function SuperuserOnly({ children }: { readonly children: (user: UserDetails) => ReactNode }) {
  return (
    <WithCurrentUser>
      {(user) => (user.isSuperuser ? children(user) : <Navigate to={FORBIDDEN_PATH} replace />)}
    </WithCurrentUser>
  );
}
