import { describe, expect, it } from 'vitest';
import { IDENTITY_TTL_MS } from '../identity.js';
import { LISTED_CLIENT_TTL_MS, ListedClientCache } from './clientList.js';

/** A cache on a clock the test moves by hand. */
function cacheOnFakeClock(limit?: number) {
  let now = 1_000_000;
  const cache = new ListedClientCache(() => now, LISTED_CLIENT_TTL_MS, limit);
  return { cache, advance: (ms: number) => (now += ms) };
}

const demo = { id: 1, companyName: 'Demo GmbH' };

describe('ListedClientCache', () => {
  it('trusts a client it read for at most the identity TTL, then asks for it again', () => {
    expect(LISTED_CLIENT_TTL_MS).toBe(IDENTITY_TTL_MS);
    const { cache, advance } = cacheOnFakeClock();
    cache.put(1, demo);
    expect(cache.lookup([1])).toEqual({ known: new Map([[1, demo]]), missing: [] });
    advance(IDENTITY_TTL_MS - 1);
    expect(cache.lookup([1]).missing).toEqual([]);
    advance(1);
    expect(cache.lookup([1])).toEqual({ known: new Map(), missing: [1] });
  });

  it('remembers a client that is not listed (deactivated, being deleted, gone) as such', () => {
    const { cache } = cacheOnFakeClock();
    cache.put(2, undefined);
    const { known, missing } = cache.lookup([2]);
    expect(missing).toEqual([]);
    expect(known.has(2)).toBe(true);
    expect(known.get(2)).toBeUndefined();
  });

  it('names only the unknown clients as missing', () => {
    const { cache } = cacheOnFakeClock();
    cache.put(1, demo);
    expect(cache.lookup([1, 3]).missing).toEqual([3]);
  });

  it('forgets everything at once after a write in this container', () => {
    const { cache } = cacheOnFakeClock();
    cache.put(1, demo);
    cache.clear();
    expect(cache.lookup([1]).missing).toEqual([1]);
  });

  it('stays bounded: the client read longest ago goes first', () => {
    const { cache } = cacheOnFakeClock(2);
    cache.put(1, demo);
    cache.put(2, undefined);
    cache.put(3, { id: 3, companyName: 'Beispiel AG' });
    expect(cache.lookup([1, 2, 3]).missing).toEqual([1]);
  });

  it('does not trust an entry from the future (a clock that went back)', () => {
    const { cache, advance } = cacheOnFakeClock();
    cache.put(1, demo);
    advance(-1);
    expect(cache.lookup([1]).missing).toEqual([1]);
  });
});
