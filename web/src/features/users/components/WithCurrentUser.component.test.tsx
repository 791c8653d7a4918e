import type { UserDetails } from '@prozesspuls/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractHandler, failure } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import { userQueryOptions } from '../api/get-user';
import { useCurrentUser } from '../hooks/use-current-user';
import { WithCurrentUser } from './WithCurrentUser';

const anna: UserDetails = {
  userId: 'user-1',
  username: 'anna',
  email: 'anna@example.org',
  firstName: 'Anna',
  lastName: 'Admin',
  fullName: 'Anna Admin',
  iconColor: '#336699',
  currentClientId: 1,
  roles: [],
  permissions: {},
  isSuperuser: false,
};

/** Shows the details' load state beside the page, so a test can wait until the page has seen it. */
function LoadState() {
  return <span data-testid="load-state">{useCurrentUser().status}</span>;
}

const page = (
  <>
    <LoadState />
    <WithCurrentUser>{(user) => <p>Seite von {user.fullName}</p>}</WithCurrentUser>
  </>
);

beforeEach(signIn);

describe('WithCurrentUser', () => {
  it('shows the page with the user once the details are loaded', async () => {
    server.use(contractHandler('getUserById', () => anna));
    renderScreen(page);
    expect(await screen.findByText('Seite von Anna Admin')).toBeTruthy();
  });

  it('shows the German error with a retry when the first load fails', async () => {
    server.use(contractHandler('getUserById', () => failure(500, 'Der Server ist gerade nicht erreichbar.')));
    renderScreen(page);
    expect(await screen.findByText('Der Server ist gerade nicht erreichbar.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('keeps the page mounted, with its state, when a later reload of the details fails', async () => {
    server.use(contractHandler('getUserById', () => anna));
    const { queryClient } = renderScreen(page);
    const shown = await screen.findByText('Seite von Anna Admin');

    server.use(contractHandler('getUserById', () => failure(503, 'Der Server ist gerade nicht erreichbar.')));
    await act(() => queryClient.refetchQueries({ queryKey: userQueryOptions(anna.userId).queryKey }));

    await waitFor(() => expect(screen.getByTestId('load-state').textContent).toBe('error'));
    // The same element: the page was not unmounted and rendered again.
    expect(screen.getByText('Seite von Anna Admin')).toBe(shown);
    expect(screen.queryByText('Der Server ist gerade nicht erreichbar.')).toBeNull();
  });
});
