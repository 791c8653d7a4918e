import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { LoginCard } from '@/features/auth/components/LoginCard';
import { JoinInvitation } from '@/features/management/components/JoinInvitation';
import { useManagementText } from '@/features/management/hooks/use-management-text';
import { switchClient } from '@/features/users/api/switch-client';
import { pendingTarget } from '@/lib/session/pending-target-store';
import { sessionStore } from '@/lib/session/session-store';

/**
 * '/join/:token': the link of an invitation into another client. Accepting needs the invited
 * account signed in (its own password), so a signed-out visitor signs in here first.
 */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useManagementText();
  const { token = '' } = useParams();
  const [session, setSession] = useState(() => sessionStore.get());
  return (
    <AuthLayout>
      {session ? (
        <JoinInvitation
          token={token}
          userId={session.userId}
          switchTo={switchClient}
          onDone={() => void navigate(pendingTarget.take(paths.menu), { replace: true })}
          onOtherAccount={() => {
            sessionStore.clear();
            queryClient.clear();
            setSession(null);
          }}
        />
      ) : (
        <LoginCard onLoggedIn={() => setSession(sessionStore.get())} notice={t('join.signInFirst')} />
      )}
    </AuthLayout>
  );
}
