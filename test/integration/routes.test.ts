import { ROUTES, type RouteDef } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { setUpBeforeAll } from '../support/setUpBeforeAll.js';
import { api, signInDemoUsers } from './client.js';

/** A concrete path for a route, with harmless values for its parameters. */
function samplePath(route: RouteDef): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'type' ? 'SYSTEM' : `probe-${name}`,
  );
}

const protectedRoutes = ROUTES.filter((r) => r.access.kind !== 'public');

describe('every API route', () => {
  const demo = setUpBeforeAll(signInDemoUsers);

  it.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers 401 without a token',
    async (_, route) => {
      const reply = await api(route.method, samplePath(route));
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ msg: 'Bitte melden Sie sich an.' });
    },
  );

  it.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s answers a real answer or 501 with a token, never a crash',
    async (_, route) => {
      const reply = await api(route.method, samplePath(route), { token: demo.admin });
      expect(reply.status === 501 || reply.status < 500).toBe(true);
      expect(reply.status).not.toBe(401);
      if (reply.status === 501) expect(reply.body).toEqual({ msg: 'Noch nicht verfügbar' });
    },
  );

  it('refuses a forged token', async () => {
    const [header, payload, signature] = demo.admin.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, username: 'modeller@demo.local' })).toString(
      'base64url',
    );
    const reply = await api('GET', '/user/roles', { token: `${header}.${forged}.${signature}` });
    expect(reply.status).toBe(401);
  });

  it('enforces the permission of a placeholder route too', async () => {
    expect((await api('GET', '/bpmn', { token: demo.employee })).status).toBe(403);
    expect((await api('GET', '/px/survey', { token: demo.employee })).status).toBe(403);
    expect((await api('GET', '/client', { token: demo.employee })).status).toBe(403);
    // Taking part in a survey needs no SURVEY permission: not refused, only unknown.
    expect((await api('GET', '/user/survey/1', { token: demo.employee })).status).toBe(404);
  });

  it('answers the role check per permission', async () => {
    const granted = await api('GET', '/role/process', { token: demo.admin });
    expect(granted.body).toEqual({ permission: 'PROCESS', granted: true });
    const denied = await api('GET', '/role/PROCESS', { token: demo.employee });
    expect(denied.body).toEqual({ permission: 'PROCESS', granted: false });
  });
});
