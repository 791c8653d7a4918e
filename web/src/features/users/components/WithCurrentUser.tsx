import type { UserDetails } from '@prozesspuls/shared';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/feedback/PageLoader';
import { QueryErrorAlert } from '@/components/feedback/QueryErrorAlert';
import { useCurrentUser } from '../hooks/use-current-user';

interface WithCurrentUserProps {
  readonly children: (user: UserDetails) => ReactNode;
}

/**
 * Renders its page with the signed-in user's details. Once the details are known they stay in
 * charge: a later reload of them that fails keeps the page (and whatever the user is doing on it,
 * an open edit session above all) instead of replacing it with an error. Only a first load that
 * fails shows the error with a retry.
 */
export function WithCurrentUser({ children }: WithCurrentUserProps) {
  const user = useCurrentUser();
  if (user.data) return children(user.data);
  if (user.isError) return <QueryErrorAlert error={user.error} onRetry={() => void user.refetch()} />;
  return <PageLoader />;
}
