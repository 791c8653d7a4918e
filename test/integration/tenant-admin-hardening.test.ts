import type { ClientSummary, ManagedUser, RoleDetails, UserDetails } from '@prozesspuls/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, latestMailTo, login } from './client.js';
import { closeDynamo } from './local-table.js';
import { forgedSuperuserRoleTakenBy } from './table-items.js';

/** What a tenant administrator must not do (roles, adminEmail). */

const RUN = Date.now().toString(36);
const PASSWORD = 'Haerte!2026x';

afterAll(() => closeDynamo());

async function tokenFromMail(email: string, pattern: RegExp, subject: string): Promise<string> {
  const mail = await latestMailTo(email);
  expect(mail?.subject).toBe(subject);
  return pattern.exec(mail?.body.text ?? '')?.[1] ?? '';
}

async function setPassword(email: string, password: string) {
  const token = await tokenFromMail(email, /\/tokenAuth\/([\w-]+)/, 'ProzessPuls: Einladung zur Plattform');
  const set = await api('POST', '/authenticate/authToken', { form: { authToken: token, password } });
  expect(set.status).toBe(200);
}

describe('tenant administrators stay inside their tenant', () => {
  let superuser = '';
  let chef = '';
  let chefEmail = '';
  let clientId = 0;
  let companyName = '';
  /** A user of "Demo GmbH" only, with a profile of their own (the attacks' target). */
  const victim = `opfer.${RUN}@demo.local`;
  const bystander = `zweit.${RUN}@demo.local`;

  beforeAll(async () => {
    superuser = (await login('admin@demo.local')).accessToken;
    chefEmail = `chef.${RUN}@haertung.local`;
    companyName = `Härtung ${RUN} KG`;
    const created = await api<{ id: number }>('POST', '/client', {
      token: superuser,
      json: { companyName, shortName: 'HRT', adminEmail: chefEmail },
    });
    expect(created.status).toBe(201);
    clientId = created.body.id;
    await setPassword(chefEmail, PASSWORD);
    const session = await login(chefEmail, PASSWORD);
    expect(session.clientId).toBe(clientId);
    chef = session.accessToken;
    for (const [userId, firstName] of [
      [victim, 'Olga'],
      [bystander, 'Zora'],
    ] as const) {
      const added = await api('POST', '/user/add', {
        token: superuser,
        json: { userId, firstName, lastName: 'Opfer', iconColor: '#26A69A', role: ['mitarbeiter'] },
      });
      expect(added.status).toBe(201);
      await setPassword(userId, PASSWORD);
    }
  });

  describe('platform superuser is no role title (finding 1)', () => {
    it.each(['Superuser', ' superuser ', 'SUPER-user', 'Super User'])(
      'refuses the role title %j',
      async (title) => {
        const reply = await api<{ msg: string }>('POST', '/role', {
          token: chef,
          json: { roleTitle: title },
        });
        expect(reply.status).toBe(400);
        expect(reply.body.msg).toBe('Dieser Rollentitel ist reserviert und kann nicht vergeben werden.');
        const roles = await api<RoleDetails[]>('GET', '/role', { token: chef });
        expect(roles.body.map((r) => r.roleTitle.toLowerCase())).not.toContain('superuser');
      },
    );

    it('grants nothing platform-wide even when a role titled Superuser exists in the tenant', async () => {
      await forgedSuperuserRoleTakenBy(clientId, chef, {
        userId: chefEmail,
        firstName: companyName,
        lastName: 'Administrator',
      });
      const me = await api<UserDetails>('GET', `/user/${chefEmail}`, { token: chef });
      expect(me.body.roles.map((r) => r.roleTitle)).toContain('Superuser');
      expect(me.body.isSuperuser).toBe(false);

      expect((await api('GET', '/client', { token: chef })).status).toBe(403);
      const create = await api('POST', '/client', {
        token: chef,
        json: { companyName: `Fremd ${RUN}`, shortName: 'FR', adminEmail: `fremd.${RUN}@haertung.local` },
      });
      expect(create.status).toBe(403);
      const state = await api('POST', '/client/state', {
        token: chef,
        json: { clientToChangeId: 2, newActiveState: false },
      });
      expect(state.status).toBe(403);
      expect((await api('GET', '/audit', { token: chef })).status).toBe(403);
      // Nothing changed: the other tenant is still active, the forged client does not exist.
      const clients = await api<Array<{ id: number; companyName: string; activeState: boolean }>>(
        'GET',
        '/client',
        { token: superuser },
      );
      expect(clients.body.find((c) => c.id === 2)?.activeState).toBe(true);
      expect(clients.body.map((c) => c.companyName)).not.toContain(`Fremd ${RUN}`);
    });

    it('keeps the seeded superuser a superuser in every client, by the flag on the user', async () => {
      const me = await api<UserDetails>('GET', '/user/admin@demo.local', { token: superuser });
      expect(me.body.isSuperuser).toBe(true);
      expect((await api('GET', '/client', { token: superuser })).status).toBe(200);
    });
  });

  it('validates the administrator e-mail of a new client and writes nothing (finding 8)', async () => {
    for (const adminEmail of ['kein-mail', 'a@', `${'x'.repeat(250)}@example.org`]) {
      const reply = await api<{ msg: string }>('POST', '/client', {
        token: superuser,
        json: { companyName: `Ungültig ${RUN}`, shortName: 'UG', adminEmail },
      });
      expect(reply.status).toBe(400);
      expect(reply.body.msg).toMatch(/E-Mail-Adresse/);
    }
    const clients = await api<Array<{ companyName: string }>>('GET', '/client', { token: superuser });
    expect(clients.body.map((c) => c.companyName)).not.toContain(`Ungültig ${RUN}`);
  });

  describe('an existing platform user is invited, never revealed or taken over (finding 4)', () => {
    const typed = { firstName: 'Eva', lastName: 'Fremd', iconColor: '#112233', role: ['mitarbeiter'] };

    it('answers exactly as for a new person and adds nobody without consent', async () => {
      const newcomer = `neu.${RUN}@haertung.local`;
      const forNew = await api<ManagedUser>('POST', '/user/add', {
        token: chef,
        json: { userId: newcomer, ...typed },
      });
      const forExisting = await api<ManagedUser>('POST', '/user/add', {
        token: chef,
        json: { userId: victim, ...typed },
      });
      expect(forExisting.status).toBe(forNew.status);
      expect(forExisting.status).toBe(201);
      const { userId: _a, username: _b, email: _c, ...shapeNew } = forNew.body;
      const { userId: _d, username: _e, email: _f, ...shapeExisting } = forExisting.body;
      expect(shapeExisting).toEqual(shapeNew);
      expect(forExisting.body).toMatchObject({ firstName: 'Eva', lastName: 'Fremd', iconColor: '#112233' });
      expect(JSON.stringify(forExisting.body)).not.toMatch(/Olga|Opfer|26A69A/);

      // The list shows both alike, with what the admin typed.
      const users = await api<ManagedUser[]>('GET', '/user', { token: chef });
      const listed = users.body.find((u) => u.userId === victim);
      expect(listed).toMatchObject({ fullName: 'Eva Fremd', iconColor: '#112233' });
      const single = await api<UserDetails>('GET', `/user/${victim}`, { token: chef });
      expect(single.status).toBe(200);
      expect(single.body).toMatchObject({ firstName: 'Eva', lastName: 'Fremd' });
      // Adding again is refused as for a member.
      const again = await api('POST', '/user/add', {
        token: chef,
        json: { userId: victim, ...typed },
      });
      expect(again.status).toBe(409);

      // Not a member yet: the user's own client list is unchanged.
      const victimSession = (await login(victim, PASSWORD)).accessToken;
      const clients = await api<ClientSummary[]>('GET', '/user/clients', { token: victimSession });
      expect(clients.body.map((c) => c.id)).toEqual([1]);
    });

    it('lets sharing and handing over treat an invitee exactly like a new person (no oracle)', async () => {
      const newcomer = `teilen.${RUN}@haertung.local`;
      await api('POST', '/user/add', { token: chef, json: { userId: newcomer, ...typed } });
      // Invited by the test before (then 409) or now: either way pending, not a member.
      await api('POST', '/user/add', { token: chef, json: { userId: victim, ...typed } });
      const model = await api<{ uuid: string }>('POST', '/bpmn/file/Orakel?folderId=default', {
        token: chef,
      });
      expect(model.status).toBe(201);
      const shareWith = (userId: string) =>
        api<string[]>('POST', `/bpmn/${model.body.uuid}/shared-user`, { token: chef, json: { userId } });
      const [toNew, toInvitee] = [await shareWith(newcomer), await shareWith(victim)];
      expect(toInvitee.status).toBe(toNew.status);
      expect(toInvitee.body).toEqual(toNew.body);
      // Both were added as 'mitarbeiter', a role that opens no model: both are refused alike.
      expect(toInvitee.status).toBe(400);
      const roles = await api<RoleDetails[]>('GET', '/role', { token: chef });
      const adminRole = roles.body.find((r) => r.permissions.ADMIN)?.id ?? '';
      const folder = await api<{ id: string }>('POST', '/folder', {
        token: chef,
        json: {
          folderName: `Orakel ${RUN}`,
          folderPermissions: [
            { roleId: adminRole, permissions: { PROCESS_READ: true, PROCESS_WRITE: true } },
          ],
        },
      });
      expect(folder.status).toBe(201);
      const folderShareWith = (userId: string) =>
        api('POST', `/folder/shared/${folder.body.id}`, { token: chef, json: { userIds: [userId] } });
      const [folderToNew, folderToInvitee] = [await folderShareWith(newcomer), await folderShareWith(victim)];
      expect(folderToInvitee.status).toBe(folderToNew.status);
      expect(folderToInvitee.body).toEqual(folderToNew.body);
      expect(folderToInvitee.status).toBe(400);
      // Somebody neither member nor invited is still refused.
      expect((await shareWith(`niemand.${RUN}@haertung.local`)).status).toBe(400);
    });

    it('never rewrites the global profile of another tenant\u2019s user', async () => {
      const rename = await api('PUT', '/user', {
        token: chef,
        json: {
          userId: victim,
          firstName: 'Gehackt',
          lastName: 'Umbenannt',
          iconColor: '#000000',
          role: ['mitarbeiter'],
        },
      });
      expect(rename.status).toBe(200);
      const seenAtHome = await api<UserDetails>('GET', `/user/${victim}`, { token: superuser });
      expect(seenAtHome.body).toMatchObject({ firstName: 'Olga', lastName: 'Opfer', iconColor: '#26A69A' });
    });

    it('makes the membership only when the invited user accepts, signed in as that user', async () => {
      const token = await tokenFromMail(
        victim,
        /\/join\/([\w.-]+)/,
        'ProzessPuls: Einladung in einen Mandanten',
      );
      expect(token).toMatch(new RegExp(`^${clientId}\\.`));
      // Nobody else can use the link, and it needs a session.
      expect((await api('POST', '/user/join', { json: { token } })).status).toBe(401);
      const asChef = await api<{ msg: string }>('POST', '/user/join', { token: chef, json: { token } });
      expect(asChef.status).toBe(400);
      const employee = (await login('mitarbeiter@demo.local')).accessToken;
      expect((await api('POST', '/user/join', { token: employee, json: { token } })).status).toBe(400);
      const victimSession = (await login(victim, PASSWORD)).accessToken;
      const forged = `${clientId}.${'A'.repeat(43)}`;
      expect(
        (await api('POST', '/user/join', { token: victimSession, json: { token: forged } })).status,
      ).toBe(400);

      const joined = await api('POST', '/user/join', { token: victimSession, json: { token } });
      expect(joined.status).toBe(200);
      expect(joined.body).toEqual({ clientId, companyName });
      expect((await api('POST', '/user/join', { token: victimSession, json: { token } })).status).toBe(400);
      const clients = await api<ClientSummary[]>('GET', '/user/clients', { token: victimSession });
      expect(clients.body.map((c) => c.id).sort((a, b) => a - b)).toEqual([1, clientId]);

      // Now a member: the admin sees the user's own profile and may change only the roles.
      const users = await api<ManagedUser[]>('GET', '/user', { token: chef });
      expect(users.body.find((u) => u.userId === victim)).toMatchObject({
        fullName: 'Olga Opfer',
        roles: [{ id: 'mitarbeiter', roleTitle: 'Mitarbeiter' }],
      });
      const edit = await api<ManagedUser>('PUT', '/user', {
        token: chef,
        json: { userId: victim, firstName: 'Gehackt', lastName: 'X', role: ['administrator'] },
      });
      expect(edit.status).toBe(200);
      expect(edit.body).toMatchObject({
        firstName: 'Olga',
        lastName: 'Opfer',
        roles: [{ id: 'administrator' }],
      });
      const home = await api<UserDetails>('GET', `/user/${victim}`, { token: superuser });
      expect(home.body).toMatchObject({ firstName: 'Olga', lastName: 'Opfer' });
    });

    it('still lets the admin correct the names of a new person who has not signed in yet', async () => {
      const newcomer = `neu.${RUN}@haertung.local`;
      const edit = await api<ManagedUser>('PUT', '/user', {
        token: chef,
        json: { userId: newcomer, firstName: 'Nora', lastName: 'Neu', role: ['mitarbeiter'] },
      });
      expect(edit.status).toBe(200);
      expect(edit.body.fullName).toBe('Nora Neu');
    });
  });

  it('never leaves a user holding a deleted role when deletion races assignment (finding 7)', async () => {
    const member = `racer.${RUN}@haertung.local`;
    const added = await api('POST', '/user/add', {
      token: chef,
      json: { userId: member, firstName: 'Rita', lastName: 'Rennen', role: ['mitarbeiter'] },
    });
    expect(added.status).toBe(201);
    for (let round = 0; round < 10; round++) {
      const role = await api<RoleDetails>('POST', '/role', {
        token: chef,
        json: { roleTitle: `Rennen ${round}` },
      });
      expect(role.status).toBe(201);
      const roleId = role.body.id;
      const replies = await Promise.all([
        api('DELETE', `/role/${roleId}`, { token: chef }),
        api('PUT', '/user', {
          token: chef,
          json: { userId: member, firstName: 'Rita', lastName: 'Rennen', role: ['mitarbeiter', roleId] },
        }),
        api('POST', '/user/add', {
          token: chef,
          json: {
            userId: `racer.${round}.${RUN}@haertung.local`,
            firstName: 'R',
            lastName: String(round),
            role: [roleId],
          },
        }),
      ]);
      for (const reply of replies) expect(reply.status).toBeLessThan(500);

      const [roles, users] = await Promise.all([
        api<RoleDetails[]>('GET', '/role', { token: chef }),
        api<ManagedUser[]>('GET', '/user', { token: chef }),
      ]);
      const existing = new Set(roles.body.map((r) => r.id));
      for (const user of users.body) {
        for (const held of user.roles)
          expect([...existing], `${user.userId} holds ${held.id}`).toContain(held.id);
      }
      // The counter is exact: once nobody holds the role, it can be deleted.
      if (existing.has(roleId)) {
        await api('PUT', '/user', {
          token: chef,
          json: { userId: member, firstName: 'Rita', lastName: 'Rennen', role: ['mitarbeiter'] },
        });
        const other = `racer.${round}.${RUN}@haertung.local`;
        if (users.body.some((u) => u.userId === other)) {
          await api('PUT', '/user', {
            token: chef,
            json: { userId: other, firstName: 'R', lastName: String(round), role: ['mitarbeiter'] },
          });
        }
        expect((await api('DELETE', `/role/${roleId}`, { token: chef })).status).toBe(204);
      }
    }
  });

  it('refuses to delete a role a pending invitation holds, with the seed\u2019s message', async () => {
    const role = await api<RoleDetails>('POST', '/role', {
      token: chef,
      json: { roleTitle: `Eingeladen ${RUN}` },
    });
    const invited = await api('POST', '/user/add', {
      token: chef,
      json: { userId: bystander, firstName: 'M', lastName: 'M', role: [role.body.id] },
    });
    expect(invited.status).toBe(201);
    const refused = await api<{ msg: string }>('DELETE', `/role/${role.body.id}`, { token: chef });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('Diese Rolle ist mit einem Nutzer verknüpft');
  });
});
