import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { LoginCard, type LoginLocationState } from '@/features/auth/components/LoginCard';
import { t } from '@/lib/i18n';
import { pendingTarget } from '@/lib/session/pending-target-store';

export type { LoginLocationState };

function stateFlag(state: unknown, flag: keyof LoginLocationState): boolean {
  return typeof state === 'object' && state !== null && (state as LoginLocationState)[flag] === true;
}

/** '/': login and reset-password mode; after sign-in on to the page the visitor came for (a share link), else '/menu'. */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthLayout>
      <LoginCard
        onLoggedIn={() => void navigate(pendingTarget.take(paths.menu), { replace: true })}
        notice={stateFlag(location.state, 'passwordSaved') ? t('login.passwordSaved') : undefined}
        initialMode={stateFlag(location.state, 'resetPassword') ? 'reset' : 'login'}
      />
    </AuthLayout>
  );
}
