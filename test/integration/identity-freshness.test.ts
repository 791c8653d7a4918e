import { beforeAll, describe, expect, it } from 'vitest';
import { accessToken, api, login, memberWithNewRole } from './client.js';

/**
 * A container trusts what it resolved for a user for up to 30 s (docs/security.md); a write
 * distrusts it at once in the container that served it. The local cloud runs every handler in one
 * process, so these prove that a change counts on the very next request there.
 */
describe('identity changes count on the next request in the container that made them', () => {
  let admin = '';
  let member = '';
  let roleId = '';

  beforeAll(async () => {
    admin = await accessToken('admin@demo.local');
    ({ roleId, token: member } = await memberWithNewRole(admin, 'Frischeprüfung', ['PROCESS'], {
      userId: 'frida.frisch@demo.local',
      password: 'Frisch!2026',
      firstName: 'Frida',
      lastName: 'Frisch',
    }));
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
