import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './match.js';
import { ROUTES } from './routes.js';

const specCalls = readFileSync(resolve(import.meta.dirname, '../../../test/contract/api-calls.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [method = '', path = ''] = line.split('\t');
    // The spec writes `POST /bpmn/release/` with a trailing slash; the table never does.
    return `${method} ${path.length > 1 ? path.replace(/\/$/, '') : path}`;
  });

describe('route table', () => {
  it('declares every call of the specification list', () => {
    const declared = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    const missing = specCalls.filter((call) => !declared.has(call));
    expect(missing).toEqual([]);
    expect(specCalls.length).toBe(156);
  });

  it('has unique names and unique method + path pairs', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ROUTES.length);
  });

  it('keeps only the sign-in, survey participation and legal page calls public', () => {
    const publicRoutes = ROUTES.filter((r) => r.access.kind === 'public').map((r) => r.path);
    expect(publicRoutes.sort()).toEqual([
      '/authenticate',
      '/authenticate/authToken',
      '/authenticate/authToken/check',
      '/authenticate/refresh',
      '/authenticate/resetPassword',
      '/legal/{page}',
      '/participation/{token}',
      '/participation/{token}',
      '/participation/{token}/submit',
    ]);
  });
});

describe('route matcher', () => {
  const match = createRouteMatcher(ROUTES);

  it('prefers literal segments over parameters, as API Gateway does', () => {
    const clients = match('GET', '/user/clients');
    expect(clients !== undefined && clients !== 'method-not-allowed' && clients.route.name).toBe(
      'getUserClients',
    );
    const reviewer = match('GET', '/bpmn/release/reviewer');
    expect(reviewer !== undefined && reviewer !== 'method-not-allowed' && reviewer.route.name).toBe(
      'getBpmnReleaseReviewer',
    );
  });

  it('extracts and decodes path parameters', () => {
    const found = match('GET', '/user/admin%40demo.local');
    expect(found !== undefined && found !== 'method-not-allowed' && found.pathParameters).toEqual({
      id: 'admin@demo.local',
    });
  });

  it('refuses parameters that are invalid UTF-8 escapes or dot segments, without changing the route', () => {
    for (const raw of ['%E0%A4%A', '%ZZ', '%ED%A0%80', '..', '%2e%2e', '.', '%2E', 'a%2Fb']) {
      const found = match('DELETE', `/bpmn/4f1c1d6e-2c4b-4a55-9f2a-0d5a8b7c6e11/shared-user/${raw}`);
      expect(found !== undefined && found !== 'method-not-allowed' && found.route.name).toBe(
        'deleteBpmnByUuidSharedUserByUserId',
      );
      expect(found !== undefined && found !== 'method-not-allowed' && found.badParameter).toBe('userId');
    }
  });

  it('keeps an encoded slash inside its segment', () => {
    expect(match('GET', '/user/a%2Fclients')).toMatchObject({ badParameter: 'id' });
    expect(match('GET', '/user/a/clients')).toBeUndefined();
  });

  it('tells an unknown path from a known path with another method', () => {
    expect(match('GET', '/nothing/here')).toBeUndefined();
    expect(match('PATCH', '/user/clients')).toBe('method-not-allowed');
  });
});
