import type { ManagedUser } from '@prozesspuls/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractHandler, failure } from '@/testing/contract-handlers';
import { renderScreen, signIn } from '@/testing/render';
import { server } from '@/testing/server';
import { UserManagement } from './UserManagement';

const member = (
  userId: string,
  firstName: string,
  lastName: string,
  roles: ManagedUser['roles'],
): ManagedUser => ({
  userId,
  username: userId,
  email: userId,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
  iconColor: '#3366CC',
  roles,
  roleEditable: true,
});

beforeEach(signIn);

describe('Nutzerverwaltung: Nutzer', () => {
  it('lists each member with e-mail, name and roles', async () => {
    server.use(
      contractHandler('getUser', () => [
        member('anna@demo.local', 'Anna', 'Berg', [
          { id: 'r1', roleTitle: 'Modellierer' },
          { id: 'r2', roleTitle: 'Prüfer' },
        ]),
        member('ben@demo.local', 'Ben', 'Kurz', []),
      ]),
    );
    renderScreen(<UserManagement />);
    const anna = (await screen.findByText('anna@demo.local')).closest('tr');
    if (!anna) throw new Error('Zeile fehlt');
    expect(within(anna).getByText('Anna Berg')).toBeTruthy();
    expect(within(anna).getByText(/Modellierer/)).toBeTruthy();
    const ben = screen.getByText('ben@demo.local').closest('tr');
    if (!ben) throw new Error('Zeile fehlt');
    expect(within(ben).getByText('Keine Rolle')).toBeTruthy();
  });

  it('says so when the client has no members', async () => {
    server.use(contractHandler('getUser', () => []));
    renderScreen(<UserManagement />);
    expect(await screen.findByText('In diesem Mandanten gibt es noch keine Nutzer.')).toBeTruthy();
  });

  it('shows the German message when the list is refused', async () => {
    server.use(contractHandler('getUser', () => failure(403, 'Dafür fehlt Ihnen die Berechtigung.')));
    renderScreen(<UserManagement />);
    expect(await screen.findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeTruthy();
  });
});
