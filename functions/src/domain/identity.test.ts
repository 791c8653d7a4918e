import { describe, expect, it } from 'vitest';
import { IDENTITY_TTL_MS, type Identity, IdentityCache } from './identity.js';

const anna = (clientId = 7): Identity => ({
  userId: 'anna',
  clientId,
  roles: [{ id: 'r1', roleTitle: 'Mitarbeiter' }],
  permissions: { PROCESS: true },
  isSuperuser: false,
});

/** A cache on a clock the test moves by hand. */
function cacheOnFakeClock(limit?: number) {
  let now = 1_000_000;
  const cache = new IdentityCache(() => now, IDENTITY_TTL_MS, limit);
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('IdentityCache', () => {
  it('trusts what it resolved for a user for at most 30 seconds', () => {
    expect(IDENTITY_TTL_MS).toBeLessThanOrEqual(30_000);
    const { cache, advance } = cacheOnFakeClock();
    cache.put(anna(), ['r1'], 0);
    expect(cache.get('anna')?.identity).toEqual(anna());
    advance(IDENTITY_TTL_MS - 1);
    expect(cache.get('anna')?.identity).toEqual(anna());
    advance(1);
    expect(cache.get('anna')).toBeUndefined();
  });

  it('keeps the session stamp it read, so a session from before a known reset is refused without a read', () => {
    const { cache } = cacheOnFakeClock();
    cache.put(anna(), ['r1'], 1_700_000_000);
    expect(cache.get('anna')?.sessionsValidAfter).toBe(1_700_000_000);
  });

  it('keeps the client and roles as the guess for the next read after the trust expired', () => {
    const { cache, advance } = cacheOnFakeClock();
    cache.put(anna(3), ['r1', 'r2'], 0);
    advance(IDENTITY_TTL_MS);
    expect(cache.get('anna')).toBeUndefined();
    expect(cache.guess('anna')).toEqual({ clientId: 3, roleIds: ['r1', 'r2'] });
  });

  it('distrusts every identity at once after a write, keeping the guesses', () => {
    const { cache } = cacheOnFakeClock();
    cache.put(anna(), ['r1'], 0);
    cache.put({ ...anna(), userId: 'ben' }, ['r1'], 0);
    cache.distrustAll();
    expect(cache.get('anna')).toBeUndefined();
    expect(cache.get('ben')).toBeUndefined();
    expect(cache.guess('anna')?.clientId).toBe(7);
  });

  it('answers only for the tenant the user resolved to last: a switch replaces the entry', () => {
    const { cache } = cacheOnFakeClock();
    cache.put(anna(7), ['r1'], 0);
    cache.put(anna(8), ['r1'], 0);
    expect(cache.get('anna')?.identity.clientId).toBe(8);
    expect(cache.size).toBe(1);
  });

  it('forgets a user entirely, guess included', () => {
    const { cache } = cacheOnFakeClock();
    cache.put(anna(), ['r1'], 0);
    cache.forget('anna');
    expect(cache.get('anna')).toBeUndefined();
    expect(cache.guess('anna')).toBeUndefined();
  });

  it('stays bounded: the user remembered longest ago goes first', () => {
    const { cache } = cacheOnFakeClock(2);
    for (const userId of ['a', 'b', 'c']) cache.put({ ...anna(), userId }, [], 0);
    expect(cache.guess('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('does not trust an entry from the future (a clock that went back)', () => {
    const { cache, advance } = cacheOnFakeClock();
    cache.put(anna(), ['r1'], 0);
    advance(-1);
    expect(cache.get('anna')).toBeUndefined();
  });
});
