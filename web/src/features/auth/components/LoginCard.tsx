import { useState } from 'react';
import { LoginForm } from './LoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** What other screens hand the login screen through the router's state. */
export interface LoginLocationState {
  /** Set by the set-password screen when it sends the user here. */
  readonly passwordSaved?: boolean;
  /** Opens the reset-password mode (a dead link asks for a new one). */
  readonly resetPassword?: boolean;
}

interface LoginCardProps {
  readonly onLoggedIn: () => void;
  readonly notice?: string;
  readonly initialMode?: 'login' | 'reset';
}

/** The login screen toggles between login and reset-password mode; the e-mail carries over. */
export function LoginCard({ onLoggedIn, notice, initialMode = 'login' }: LoginCardProps) {
  const [mode, setMode] = useState<'login' | 'reset'>(initialMode);
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
