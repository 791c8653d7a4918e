import { type ManagedUser, ROUTES, type RoleDetails } from '@prozesspuls/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, latestMailTo, login, signInDemoUsers, tokenAuthTokenIn } from './client.js';

const ADMIN_ROUTES = ROUTES.filter(
  (r) => r.area === 'admin' || ['getUser', 'postUserAdd', 'putUser'].includes(r.name),
).filter((r) => !['getClientColor', 'getClientIcon', 'getClientIntegrationState'].includes(r.name));

const samplePath = (path: string) => path.replace(/\{\w+\}/g, 'probe');
const probeBody = (method: string) => (method === 'GET' ? {} : { json: {} });
/** Readable by PROCESS users for the folder dialog's role table and the share dialogs' user list. */
const READ_FOR_FOLDERS = ['getRole', 'getPermissionProcess', 'getUser'];

async function acceptInvitation(email: string, password: string) {
  const mail = await latestMailTo(email);
  expect(mail?.subject).toBe('ProzessPuls: Einladung zur Plattform');
  const token = tokenAuthTokenIn(mail?.body.text);
  const set = await api('POST', '/authenticate/authToken', { form: { authToken: token, password } });
  expect(set.status).toBe(200);
}

describe('administration', () => {
  const demo = setUpBeforeAll(signInDemoUsers);

  it.each(ADMIN_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s is refused (403) for users without ADMIN',
    async (_, route) => {
      const asModeller = await api(route.method, samplePath(route.path), {
        token: demo.modeller,
        ...probeBody(route.method),
      });
      expect(asModeller.status).toBe(READ_FOR_FOLDERS.includes(route.name) ? 200 : 403);
      const asEmployee = await api(route.method, samplePath(route.path), {
        token: demo.employee,
        ...probeBody(route.method),
      });
      expect(asEmployee.status).toBe(403);
    },
  );

  it('lists users with their roles and protects nobody but superuser/admin ids', async () => {
    const users = await api<ManagedUser[]>('GET', '/user', { token: demo.admin });
    expect(users.status).toBe(200);
    const anna = users.body.find((u) => u.userId === 'admin@demo.local');
    expect(anna?.roles.map((r) => r.roleTitle).sort()).toEqual(['Administrator', 'Superuser']);
    expect(anna?.roleEditable).toBe(true);
    expect(users.body.map((u) => u.userId)).not.toContain('mitarbeiter@beispiel.local');
  });

  it('adds a user who accepts the invitation, signs in and gets only what the role allows', async () => {
    const roles = await api<RoleDetails[]>('GET', '/role', { token: demo.admin });
    const employeeRole = roles.body.find((r) => r.roleTitle === 'Mitarbeiter');
    const added = await api<ManagedUser>('POST', '/user/add', {
      token: demo.admin,
      json: { userId: 'Neu.Nutzer@demo.local', firstName: 'Nina', lastName: 'Neu', role: [employeeRole?.id] },
    });
    expect(added.status).toBe(201);
    expect(added.body.iconColor).toMatch(/^#[0-9A-F]{6}$/);

    await acceptInvitation('neu.nutzer@demo.local', 'Willkommen!2026');
    const session = await login('neu.nutzer@demo.local', 'Willkommen!2026');
    expect(session.clientId).toBe(1);
    expect((await api('GET', '/role/PROCESS', { token: session.accessToken })).body).toMatchObject({
      granted: false,
    });
    expect((await api('GET', '/bpmn', { token: session.accessToken })).status).toBe(403);

    const again = await api('POST', '/user/add', {
      token: demo.admin,
      json: { userId: 'neu.nutzer@demo.local', firstName: 'Nina', lastName: 'Neu', role: [employeeRole?.id] },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a user without a known role and writes nothing', async () => {
    const reply = await api<{ msg: string }>('POST', '/user/add', {
      token: demo.admin,
      json: { userId: 'ohne.rolle@demo.local', firstName: 'O', lastName: 'R', role: ['gibt-es-nicht'] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.msg).toBe('Rolle muss angegeben werden');
    const users = await api<ManagedUser[]>('GET', '/user', { token: demo.admin });
    expect(users.body.map((u) => u.userId)).not.toContain('ohne.rolle@demo.local');
  });

  it('answers 0 when an edit would take another user\u2019s e-mail', async () => {
    const reply = await api('PUT', '/user', {
      token: demo.admin,
      json: {
        userId: 'mitarbeiter@demo.local',
        email: 'modeller@demo.local',
        firstName: 'Mia',
        lastName: 'M',
        role: ['mitarbeiter'],
      },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(0);
  });

  it('creates a role whose permission toggle takes effect at once for a signed-in member', async () => {
    const created = await api<RoleDetails>('POST', '/role', {
      token: demo.admin,
      json: { roleTitle: 'Prüfer' },
    });
    expect(created.status).toBe(201);
    expect(created.body.permissions).toEqual({ READ: true, WRITE: false, UPDATE: false, DELETE: false });
    const roleId = created.body.id;

    await api('POST', '/user/add', {
      token: demo.admin,
      json: { userId: 'pruefer@demo.local', firstName: 'Paul', lastName: 'Prüfer', role: [roleId] },
    });
    await acceptInvitation('pruefer@demo.local', 'Pruefer!2026');
    const member = (await login('pruefer@demo.local', 'Pruefer!2026')).accessToken;
    expect((await api('GET', '/bpmn', { token: member })).status).toBe(403);

    const toggled = await api<RoleDetails>('POST', '/permission', {
      token: demo.admin,
      json: { roleId, name: 'PROCESS', granted: true },
    });
    expect(toggled.body.permissions).toMatchObject({ PROCESS: true, READ: true });
    expect((await api('GET', '/bpmn', { token: member })).status).toBe(200);

    const inUse = await api<{ msg: string }>('DELETE', `/role/${roleId}`, { token: demo.admin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toContain('Diese Rolle ist mit einem Nutzer verknüpft');

    const trail = await api<Array<{ action: string; actor: string; target: string }>>('GET', '/audit', {
      token: demo.admin,
    });
    expect(trail.body).toContainEqual(
      expect.objectContaining({ action: 'role.permission', actor: 'admin@demo.local', target: roleId }),
    );
  });

  it('deletes an unused role', async () => {
    const created = await api<RoleDetails>('POST', '/role', {
      token: demo.admin,
      json: { roleTitle: 'Vorübergehend' },
    });
    expect((await api('DELETE', `/role/${created.body.id}`, { token: demo.admin })).status).toBe(204);
    const roles = await api<RoleDetails[]>('GET', '/role', { token: demo.admin });
    expect(roles.body.map((r) => r.id)).not.toContain(created.body.id);
  });

  it('rejects an empty role title', async () => {
    expect((await api('POST', '/role', { token: demo.admin, json: { roleTitle: '  ' } })).status).toBe(400);
  });
});

describe('client (tenant) management', () => {
  let superuser = '';

  beforeAll(async () => {
    superuser = (await login('admin@demo.local')).accessToken;
  });

  it('creates an active client whose administrator is invited, and deactivation locks its users out', async () => {
    const created = await api<{ id: number; activeState: boolean; identityColor: string }>(
      'POST',
      '/client',
      {
        token: superuser,
        json: { companyName: 'Neu KG', shortName: 'NEU', adminEmail: 'chef@neu.local' },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.activeState).toBe(true);
    expect(created.body.identityColor).toBe('000000');
    // "Demo GmbH" has no colour of its own: the list shows FFFFFF, the theme FC9861.
    const listed = await api<Array<{ id: number; identityColor: string }>>('GET', '/client', {
      token: superuser,
    });
    expect(listed.body.find((c) => c.id === 1)?.identityColor).toBe('FFFFFF');
    const list = await api<Array<{ id: number; companyName: string }>>('GET', '/client', {
      token: superuser,
    });
    expect(list.body.map((c) => c.companyName)).toContain('Neu KG');

    await acceptInvitation('chef@neu.local', 'Chef!2026x');
    const chef = await login('chef@neu.local', 'Chef!2026x');
    expect(chef.clientId).toBe(created.body.id);
    const folders = await api<Array<{ id: string; folderName: string; canWrite: boolean }>>(
      'GET',
      '/folder',
      {
        token: chef.accessToken,
      },
    );
    // 'Default' and the first day's 'Beispielprozesse' (test/integration/first-day.test.ts).
    expect(folders.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'default', folderName: 'Default', canWrite: true }),
      ]),
    );

    const off = await api('POST', '/client/state', {
      token: superuser,
      json: { clientToChangeId: created.body.id, newActiveState: false },
    });
    expect(off.status).toBe(200);
    const refused = await api<{ msg: string }>('POST', '/authenticate', {
      form: { userName: 'chef@neu.local', password: 'Chef!2026x' },
    });
    expect(refused.status).toBe(403);
    expect((await api('GET', '/user/roles', { token: chef.accessToken })).status).toBe(403);

    await api('POST', '/client/state', {
      token: superuser,
      json: { clientToChangeId: created.body.id, newActiveState: true },
    });
    expect((await login('chef@neu.local', 'Chef!2026x')).clientId).toBe(created.body.id);
  });

  it('refuses a logo that is not an image or too large', async () => {
    const notImage = await api<{ fields: string[] }>('POST', '/client', {
      token: superuser,
      json: {
        companyName: 'X',
        shortName: 'X',
        adminEmail: 'x@x.local',
        imageUrl: 'data:text/plain;base64,SGFsbG8=',
      },
    });
    expect(notImage.status).toBe(400);
    const big = `data:image/png;base64,${'A'.repeat(70_000)}`;
    const tooBig = await api('POST', '/client', {
      token: superuser,
      json: { companyName: 'X', shortName: 'X', adminEmail: 'x@x.local', imageUrl: big },
    });
    expect(tooBig.status).toBe(400);
  });

  it('keeps client management to platform superusers, in whichever client they work', async () => {
    await api('POST', '/user/client', { token: superuser, json: { clientId: 2 } });
    try {
      // Superuser is a flag on the user record, not the role titled 'Superuser' (which
      // Anna holds only in "Demo GmbH"); so it holds in "Beispiel AG" too. Tenant admins without
      // the flag are refused: test/integration/tenant-admin-hardening.test.ts.
      expect((await api('GET', '/client', { token: superuser })).status).toBe(200);
    } finally {
      await api('POST', '/user/client', { token: superuser, json: { clientId: 1 } });
    }
  });

  it('validates and saves the integration URL', async () => {
    const empty = await api<{ msg: string }>('POST', '/client/integration', {
      token: superuser,
      json: { clientToChangeId: 1, externalURL: '', integrationState: true },
    });
    expect(empty.body.msg).toBe('URL muss ausgefüllt werden');
    const invalid = await api<{ msg: string }>('POST', '/client/integration', {
      token: superuser,
      json: { clientToChangeId: 1, externalURL: 'ftp://irgendwo', integrationState: true },
    });
    expect(invalid.body.msg).toBe('Keine gültige URL');
    const saved = await api('POST', '/client/integration', {
      token: superuser,
      json: { clientToChangeId: 1, externalURL: 'https://wfms.example.com', integrationState: true },
    });
    expect(saved.status).toBe(200);
    expect((await api('GET', '/client/integration', { token: superuser })).body).toEqual({
      clientToChangeId: 1,
      externalURL: 'https://wfms.example.com',
      integrationState: true,
    });
    const modeller = (await login('modeller@demo.local')).accessToken;
    expect((await api('GET', '/client/integration/state', { token: modeller })).body).toEqual({
      integrationState: true,
    });
    await api('POST', '/client/integration', {
      token: superuser,
      json: { clientToChangeId: 1, externalURL: 'https://wfms.example.com', integrationState: false },
    });
  });
});
