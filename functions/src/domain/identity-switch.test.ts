import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The stored records, as the one batch read of the identity repository answers them. */
const stored = vi.hoisted(() => ({
  currentClientId: 1 as number | undefined,
  /** What the user's index names as the roles per client; it may lag behind the table. */
  indexedRoleIds: undefined as readonly string[] | undefined,
  reads: 0,
}));

vi.mock('../data/repositories/identityRecords.js', () => ({
  currentClientOf: async () => stored.currentClientId,
  roleIdsByClientOf: async () =>
    new Map(
      stored.currentClientId === undefined ? [] : [[stored.currentClientId, stored.indexedRoleIds ?? ['r1']]],
    ),
  readRoles: async () => [],
  readIdentityRecords: async (userId: string, clientId: number, roleIds: readonly string[]) => {
    stored.reads += 1;
    if (stored.currentClientId === undefined)
      return { user: undefined, authState: undefined, membership: undefined, client: undefined, roles: [] };
    return {
      user: { userId, currentClientId: stored.currentClientId },
      authState: undefined,
      membership: { clientId, userId, roleIds: ['r1'] },
      client: { clientId, companyName: `Firma ${clientId}`, activeState: true },
      roles: roleIds.includes('r1')
        ? [{ clientId, roleId: 'r1', roleTitle: 'Mitarbeiter', permissions: { PROCESS: true } }]
        : [],
    };
  },
}));

const { resolveIdentity } = await import('./identity.js');
const { listedClients } = await import('./users/clientList.js');

describe('a user this container has not met yet', () => {
  beforeEach(() => {
    stored.reads = 0;
    stored.currentClientId = 4;
    stored.indexedRoleIds = undefined;
  });

  it('is resolved with one consistent read when the user index names the roles it holds', async () => {
    const resolved = await resolveIdentity('newcomer');
    expect(resolved?.clientId).toBe(4);
    expect(resolved?.permissions.PROCESS).toBe(true);
    expect(stored.reads).toBe(1);
  });

  it('gets the roles the consistent read finds when the user index still names old ones', async () => {
    stored.indexedRoleIds = ['retired-role'];
    const resolved = await resolveIdentity('promoted');
    expect(resolved?.roles).toEqual([{ id: 'r1', roleTitle: 'Mitarbeiter' }]);
    expect(resolved?.permissions.PROCESS).toBe(true);
    expect(stored.reads).toBe(2);
  });

  it('is unknown without a consistent read when there is no such user', async () => {
    stored.currentClientId = undefined;
    expect(await resolveIdentity('nobody')).toBeUndefined();
    expect(stored.reads).toBe(0);
  });

  it('leaves the client it read to the client list, which then needs no read of its own', async () => {
    listedClients.clear();
    await resolveIdentity('lister');
    expect(listedClients.lookup([4])).toEqual({
      known: new Map([[4, { id: 4, companyName: 'Firma 4' }]]),
      missing: [],
    });
  });
});

describe('a client switch made in another container', () => {
  beforeEach(() => {
    stored.reads = 0;
  });

  it('is read at once when the page says it shows the new client, though the old one is still trusted here', async () => {
    stored.currentClientId = 1;
    expect((await resolveIdentity('switcher', undefined, 1))?.clientId).toBe(1);
    // Another container stores the switch; this one still trusts client 1 for up to 30 s.
    stored.currentClientId = 2;
    const readsBefore = stored.reads;
    expect((await resolveIdentity('switcher', undefined, 2))?.clientId).toBe(2);
    expect(stored.reads).toBeGreaterThan(readsBefore);
  });

  it('never lets the page choose the tenant: the stored current client wins over the header', async () => {
    stored.currentClientId = 5;
    expect((await resolveIdentity('chooser', undefined, 5))?.clientId).toBe(5);
    expect((await resolveIdentity('chooser', undefined, 9))?.clientId).toBe(5);
  });

  it('trusts the remembered identity without a read while the page shows that client', async () => {
    stored.currentClientId = 3;
    await resolveIdentity('steady', undefined, 3);
    const readsBefore = stored.reads;
    expect((await resolveIdentity('steady', undefined, 3))?.clientId).toBe(3);
    expect((await resolveIdentity('steady'))?.clientId).toBe(3);
    expect(stored.reads).toBe(readsBefore);
  });
});
