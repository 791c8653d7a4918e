import { beforeAll } from 'vitest';

/**
 * What `setUp` answers, set up once in a `beforeAll` of the suite this is called in. Hooks run in
 * the order they are registered, so later hooks and every test can read it; until the hook has run
 * the object is empty, so read its properties in hooks and tests, never while the suite is declared.
 */
export function setUpBeforeAll<T extends object>(setUp: () => Promise<T>, timeoutMs?: number): T {
  const fixture = {} as T;
  beforeAll(async () => {
    Object.assign(fixture, await setUp());
  }, timeoutMs);
  return fixture;
}
