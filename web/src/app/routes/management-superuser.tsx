import type { UserDetails } from '@prozesspuls/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { FORBIDDEN_PATH } from '@/config/paths';
import { useCurrentUser } from '@/features/users/hooks/use-current-user';

/**
 * Client management and the integrations are for holders of the role titled 'Superuser'
 *; other administrators go to /error/403.
 */
export function SuperuserOnly({ children }: { readonly children: (user: UserDetails) => ReactNode }) {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  if (!user.data.isSuperuser) return <Navigate to={FORBIDDEN_PATH} replace />;
  return children(user.data);
}
