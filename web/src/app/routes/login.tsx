import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../features/auth/components/AuthLayout';
import { LoginCard } from '../../features/auth/components/LoginCard';
import { paths } from '../paths';

/** Set by the set-password screen when it sends the user here. */
export interface LoginLocationState {
  readonly passwordSaved?: boolean;
}

function passwordWasSaved(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as LoginLocationState).passwordSaved === true;
}

/** '/': login and reset-password mode; after sign-in on to '/menu'. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthLayout>
      <LoginCard
        onLoggedIn={() => void navigate(paths.menu, { replace: true })}
        notice={passwordWasSaved(location.state) ? t('login.passwordSaved') : undefined}
      />
    </AuthLayout>
  );
}
