import { useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { SetPasswordForm } from '@/features/auth/components/SetPasswordForm';
import type { LoginLocationState } from './login';

/** '/tokenAuth/:authToken': set a new password from a mailed link, then on to the login. */
export function Component() {
  const navigate = useNavigate();
  const { authToken = '' } = useParams();
  const state: LoginLocationState = { passwordSaved: true };
  return (
    <AuthLayout>
      <SetPasswordForm
        authToken={authToken}
        onPasswordSet={() => void navigate(paths.login, { replace: true, state })}
      />
    </AuthLayout>
  );
}
