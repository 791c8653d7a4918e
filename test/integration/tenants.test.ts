import type { ClientSummary } from '@prozesspuls/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, login, signInDemoUsers } from './client.js';

describe('tenants (Mandanten)', () => {
  const demo = setUpBeforeAll(signInDemoUsers);

  afterAll(async () => {
    await api('POST', '/user/client', { token: demo.admin, json: { clientId: 1 } });
  });

  it('lists only the clients a user belongs to', async () => {
    const adminClients = await api<ClientSummary[]>('GET', '/user/clients', { token: demo.admin });
    expect(adminClients.body.map((c) => c.companyName)).toEqual(['Beispiel AG', 'Demo GmbH']);
    const modellerClients = await api<ClientSummary[]>('GET', '/user/clients', { token: demo.modeller });
    expect(modellerClients.body).toEqual([{ id: 1, companyName: 'Demo GmbH' }]);
  });

  it('switches the client and then answers with the new tenant\u2019s data', async () => {
    expect((await api('GET', '/client/color', { token: demo.admin })).body).toEqual({ color: 'FC9861' });
    const switched = await api('POST', '/user/client', { token: demo.admin, json: { clientId: 2 } });
    expect(switched.body).toEqual({ clientId: 2 });
    expect((await api('GET', '/client/color', { token: demo.admin })).body).toEqual({ color: '3F51B5' });
    const me = await api('GET', '/user/admin@demo.local', { token: demo.admin });
    // Superuser is a platform-level grant on the user record, so it holds in client 2 too.
    expect(me.body).toMatchObject({ currentClientId: 2, isSuperuser: true, permissions: { ADMIN: true } });
    // Next sign-in starts in the client last chosen.
    expect((await login('admin@demo.local')).clientId).toBe(2);
  });

  it('never switches to a client the user does not belong to', async () => {
    const reply = await api('POST', '/user/client', { token: demo.employee, json: { clientId: 2 } });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ msg: 'Sie sind diesem Mandanten nicht zugeordnet.' });
    expect((await api('GET', '/client/color', { token: demo.employee })).body).toEqual({ color: 'FC9861' });
    expect(
      (await api('POST', '/user/client', { token: demo.employee, json: { clientId: 'x' } })).status,
    ).toBe(400);
  });

  it('takes the tenant from the verified identity, not from the request', async () => {
    const sneaky = await api('GET', '/client/color?clientId=2', { token: demo.modeller });
    expect(sneaky.body).toEqual({ color: 'FC9861' });
  });

  it('does not let a tenant B session read a user of tenant A only', async () => {
    await api('POST', '/user/client', { token: demo.admin, json: { clientId: 2 } });
    const other = await api('GET', '/user/modeller@demo.local', { token: demo.admin });
    expect(other.status).toBe(404);
    await api('POST', '/user/client', { token: demo.admin, json: { clientId: 1 } });
    const same = await api('GET', '/user/modeller@demo.local', { token: demo.admin });
    expect(same.status).toBe(200);
  });

  it('does not let a non-admin read another user', async () => {
    expect((await api('GET', '/user/admin@demo.local', { token: demo.employee })).status).toBe(403);
  });

  it('keeps the release-notes acknowledgement per user and version', async () => {
    const before = await api<{ version: string; acknowledged: boolean }>('GET', '/user/releaseNotes', {
      token: demo.modeller,
    });
    expect(before.body.acknowledged).toBe(false);
    const ack = await api('PUT', '/user/releaseNotes', {
      token: demo.modeller,
      json: { version: before.body.version },
    });
    expect(ack.status).toBe(204);
    expect((await api('GET', '/user/releaseNotes', { token: demo.modeller })).body).toMatchObject({
      acknowledged: true,
      acknowledgedVersion: before.body.version,
    });
    expect((await api('GET', '/user/releaseNotes', { token: demo.employee })).body).toMatchObject({
      acknowledged: false,
      acknowledgedVersion: null,
    });
  });
});
