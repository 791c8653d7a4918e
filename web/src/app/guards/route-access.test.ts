import { describe, expect, it } from 'vitest';
import { AREA_ACCESS } from '@/lib/area-access';
import { decideAccess } from './route-access';

const signedIn = { signedIn: true, specialEditionEnabled: true };
const signedOut = { signedIn: false, specialEditionEnabled: true };

describe('decideAccess', () => {
  it('lets anyone through an unguarded route', () => {
    expect(decideAccess({}, signedOut)).toEqual({ kind: 'allow' });
  });

  it('sends signed-out users of the shell to the login', () => {
    expect(decideAccess({ signedIn: true }, signedOut)).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAccess({ signedIn: true }, signedIn)).toEqual({ kind: 'allow' });
  });

  it('sends signed-in users from the login to /menu', () => {
    expect(decideAccess({ guestOnly: true }, signedIn)).toEqual({ kind: 'redirect', to: '/menu' });
    expect(decideAccess({ guestOnly: true }, signedOut)).toEqual({ kind: 'allow' });
  });

  it('asks for the permissions before deciding a permission route', () => {
    expect(decideAccess({ signedIn: true, anyOf: AREA_ACCESS.processes }, signedIn)).toEqual({
      kind: 'needPermissions',
    });
  });

  it('sends signed-out users of a permission route to the login, not to 403', () => {
    expect(decideAccess({ anyOf: AREA_ACCESS.processes }, signedOut)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('guards /processList with PROCESS, ADMIN or SUPER_ADMIN', () => {
    const guard = { signedIn: true, anyOf: AREA_ACCESS.processes };
    const allowed: Record<string, boolean>[] = [{ PROCESS: true }, { ADMIN: true }, { SUPER_ADMIN: true }];
    for (const permissions of allowed) {
      expect(decideAccess(guard, { ...signedIn, permissions })).toEqual({ kind: 'allow' });
    }
    expect(decideAccess(guard, { ...signedIn, permissions: { READ: true } })).toEqual({
      kind: 'redirect',
      to: '/error/403',
    });
    expect(decideAccess(guard, { ...signedIn, permissions: { SURVEY: true, PROCESS: false } })).toEqual({
      kind: 'redirect',
      to: '/error/403',
    });
  });

  it('guards /surveys with SURVEY, ADMIN or SUPER_ADMIN', () => {
    const guard = { signedIn: true, anyOf: AREA_ACCESS.surveys };
    expect(decideAccess(guard, { ...signedIn, permissions: { SURVEY: true } })).toEqual({ kind: 'allow' });
    expect(decideAccess(guard, { ...signedIn, permissions: { PROCESS: true } })).toEqual({
      kind: 'redirect',
      to: '/error/403',
    });
  });

  it('guards /management with ADMIN or SUPER_ADMIN only', () => {
    const guard = { signedIn: true, anyOf: AREA_ACCESS.management };
    expect(decideAccess(guard, { ...signedIn, permissions: { SUPER_ADMIN: true } })).toEqual({
      kind: 'allow',
    });
    expect(decideAccess(guard, { ...signedIn, permissions: { admin: true } })).toEqual({ kind: 'allow' });
    expect(decideAccess(guard, { ...signedIn, permissions: { PROCESS: true, SURVEY: true } })).toEqual({
      kind: 'redirect',
      to: '/error/403',
    });
  });

  it('redirects special-edition routes to /menu when the build turns the edition off', () => {
    const guard = { signedIn: true, specialEdition: true };
    expect(decideAccess(guard, { ...signedIn, specialEditionEnabled: false })).toEqual({
      kind: 'redirect',
      to: '/menu',
    });
    expect(decideAccess(guard, signedIn)).toEqual({ kind: 'allow' });
  });
});
