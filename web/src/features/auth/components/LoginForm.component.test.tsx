import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session/session-store';
import { contractHandler, failure } from '@/testing/contract-handlers';
import { renderScreen } from '@/testing/render';
import { server } from '@/testing/server';
import { LoginForm } from './LoginForm';

function Login({ onLoggedIn }: { readonly onLoggedIn: () => void }) {
  const [email, setEmail] = useState('');
  return (
    <LoginForm email={email} onEmailChange={setEmail} onLoggedIn={onLoggedIn} onForgotPassword={() => {}} />
  );
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('E-Mail'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Passwort'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('Login', () => {
  it('sends the form fields and stores the session of the answer', async () => {
    const sent: string[] = [];
    server.use(
      contractHandler('postAuthenticate', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        sent.push(`${form.get('userName')} ${form.get('password')}`);
        return {
          clientId: 3,
          userId: 'u-7',
          accessToken: 'a',
          idToken: 'i',
          refreshToken: 'r',
          expiresIn: 3600,
        };
      }),
    );
    let loggedIn = false;
    renderScreen(
      <Login
        onLoggedIn={() => {
          loggedIn = true;
        }}
      />,
    );
    await submit('  modeller@demo.local ', 'Prozess!2026');
    await waitFor(() => expect(loggedIn).toBe(true));
    expect(sent).toEqual(['modeller@demo.local Prozess!2026']);
    expect(sessionStore.get()).toMatchObject({ userId: 'u-7', clientId: 3, accessToken: 'a' });
  });

  it('shows the German message of a refused sign-in and stores no session', async () => {
    server.use(
      contractHandler('postAuthenticate', () => failure(401, 'E-Mail-Adresse oder Passwort ist falsch.')),
    );
    renderScreen(<Login onLoggedIn={() => {}} />);
    await submit('modeller@demo.local', 'falsch');
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'E-Mail-Adresse oder Passwort ist falsch.',
    );
    expect(sessionStore.get()).toBeNull();
  });

  it('sends nothing while a field is empty and names the missing field', async () => {
    renderScreen(<Login onLoggedIn={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    // No handler is registered: a request would fail the test (onUnhandledRequest: 'error').
    expect(await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeTruthy();
  });
});
