import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from './verifiedTokens.js';

/** A cache on a clock the test moves by hand (ms since epoch). */
function cacheOnFakeClock(limit?: number) {
  let now = 1_700_000_000_000;
  const cache = new VerifiedTokenCache<{ username: string }>(() => now, limit);
  return { cache, nowSeconds: () => now / 1000, advance: (ms: number) => (now += ms) };
}

describe('VerifiedTokenCache', () => {
  it('answers a verified token until the second it expires, and not from then on', () => {
    const { cache, nowSeconds, advance } = cacheOnFakeClock();
    cache.put('token-a', { username: 'anna' }, nowSeconds() + 60);
    expect(cache.get('token-a')).toEqual({ username: 'anna' });
    advance(59_999);
    expect(cache.get('token-a')).toEqual({ username: 'anna' });
    advance(1);
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('finds only the identical token', () => {
    const { cache, nowSeconds } = cacheOnFakeClock();
    cache.put('header.payload.signature', { username: 'anna' }, nowSeconds() + 60);
    expect(cache.get('header.payload.signaturE')).toBeUndefined();
    expect(cache.get('header.payload.signature ')).toBeUndefined();
  });

  it('keeps no token without an expiry', () => {
    const { cache } = cacheOnFakeClock();
    cache.put('token-a', { username: 'anna' }, undefined);
    cache.put('token-b', { username: 'ben' }, Number.NaN);
    expect(cache.size).toBe(0);
  });

  it('holds at most its limit, dropping the token verified longest ago', () => {
    const { cache, nowSeconds } = cacheOnFakeClock(2);
    cache.put('token-a', { username: 'anna' }, nowSeconds() + 60);
    cache.put('token-b', { username: 'ben' }, nowSeconds() + 60);
    cache.put('token-c', { username: 'cem' }, nowSeconds() + 60);
    expect(cache.size).toBe(2);
    expect(cache.get('token-a')).toBeUndefined();
    expect(cache.get('token-c')).toEqual({ username: 'cem' });
  });
});
