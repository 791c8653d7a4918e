import type { RoleDetails } from '@prozesspuls/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, latestMailTo, login, tokenAuthTokenIn } from './client.js';

/**
 * The container remembers which client and roles a user resolved to (so a known caller costs
 * one read round trip); these prove that what it remembers never outlives a change.
 */
async function invitedMember(email: string, password: string, roleIds: string[], admin: string) {
  const added = await api('POST', '/user/add', {
    token: admin,
    json: { userId: email, firstName: 'Frida', lastName: 'Frisch', role: roleIds },
  });
  expect(added.status).toBe(201);
  const mail = await latestMailTo(email);
  const token = tokenAuthTokenIn(mail?.body.text);
  const set = await api('POST', '/authenticate/authToken', { form: { authToken: token, password } });
  expect(set.status).toBe(200);
  return (await login(email, password)).accessToken;
}

describe('identity is read fresh on every request', () => {
  let admin = '';
  let member = '';
  let roleId = '';

  beforeAll(async () => {
    admin = (await login('admin@demo.local')).accessToken;
    const role = await api<RoleDetails>('POST', '/role', {
      token: admin,
      json: { roleTitle: 'Frischeprüfung' },
    });
    roleId = role.body.id;
    await api('POST', '/permission', { token: admin, json: { roleId, name: 'PROCESS', granted: true } });
    member = await invitedMember('frida.frisch@demo.local', 'Frisch!2026', [roleId], admin);
  });

  it('a revoked permission refuses the very next request of a warm caller', async () => {
    for (let i = 0; i < 3; i += 1) expect((await api('GET', '/bpmn', { token: member })).status).toBe(200);
    await api('POST', '/permission', { token: admin, json: { roleId, name: 'PROCESS', granted: false } });
    expect((await api('GET', '/bpmn', { token: member })).status).toBe(403);
    await api('POST', '/permission', { token: admin, json: { roleId, name: 'PROCESS', granted: true } });
    expect((await api('GET', '/bpmn', { token: member })).status).toBe(200);
  });

  it('a role taken from the user refuses the very next request', async () => {
    expect((await api('GET', '/bpmn', { token: member })).status).toBe(200);
    const changed = await api('PUT', '/user', {
      token: admin,
      json: {
        userId: 'frida.frisch@demo.local',
        firstName: 'Frida',
        lastName: 'Frisch',
        role: ['mitarbeiter'],
      },
    });
    expect(changed.status).toBe(200);
    expect((await api('GET', '/bpmn', { token: member })).status).toBe(403);
    await api('PUT', '/user', {
      token: admin,
      json: { userId: 'frida.frisch@demo.local', firstName: 'Frida', lastName: 'Frisch', role: [roleId] },
    });
    expect((await api('GET', '/bpmn', { token: member })).status).toBe(200);
  });

  it('switching the client answers in the new client at once, and back', async () => {
    const own = await login('admin@demo.local');
    const currentClient = async () =>
      (await api<{ currentClientId: number }>('GET', '/user/admin@demo.local', { token: own.accessToken }))
        .body.currentClientId;
    expect(await currentClient()).toBe(own.clientId);
    const other = own.clientId === 1 ? 2 : 1;
    const switched = await api('POST', '/user/client', { token: own.accessToken, json: { clientId: other } });
    expect(switched.status).toBe(200);
    expect(await currentClient()).toBe(other);
    await api('POST', '/user/client', { token: own.accessToken, json: { clientId: own.clientId } });
    expect(await currentClient()).toBe(own.clientId);
  });
});
