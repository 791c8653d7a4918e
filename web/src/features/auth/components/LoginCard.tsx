import { useState } from 'react';
import { LoginForm } from './LoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';

interface LoginCardProps {
  readonly onLoggedIn: () => void;
  readonly notice?: string;
}

/** The login screen toggles between login and reset-password mode (seed 000 §4); the e-mail carries over. */
export function LoginCard({ onLoggedIn, notice }: LoginCardProps) {
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  const [email, setEmail] = useState('');

  return mode === 'login' ? (
    <LoginForm
      email={email}
      onEmailChange={setEmail}
      onLoggedIn={onLoggedIn}
      onForgotPassword={() => setMode('reset')}
      notice={notice}
    />
  ) : (
    <ResetPasswordForm email={email} onEmailChange={setEmail} onBackToLogin={() => setMode('login')} />
  );
}
