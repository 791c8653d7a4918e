import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The stored records, as the one batch read of the identity repository answers them. */
const stored = vi.hoisted(() => ({ currentClientId: 1, reads: 0 }));

vi.mock('../data/repositories/identityRecords.js', () => ({
  currentClientOf: async () => stored.currentClientId,
  readRoles: async () => [],
  readIdentityRecords: async (userId: string, clientId: number) => {
    stored.reads += 1;
    return {
      user: { userId, currentClientId: stored.currentClientId },
      authState: undefined,
      membership: { clientId, userId, roleIds: ['r1'] },
      client: { clientId, activeState: true },
      roles: [{ clientId, roleId: 'r1', roleTitle: 'Mitarbeiter', permissions: { PROCESS: true } }],
    };
  },
}));

const { resolveIdentity } = await import('./identity.js');

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
