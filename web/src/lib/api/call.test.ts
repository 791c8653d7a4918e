import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, routeUrl } from './call';

// The session modules touch window/localStorage; these calls need no session.
vi.mock('../session/session-store', () => ({ sessionStore: { get: () => undefined } }));
vi.mock('../session/refresh-session', () => ({ refreshSession: async () => null }));
vi.mock('../session/session-expiry', () => ({ expireSession: () => undefined }));

describe('routeUrl', () => {
  it('fills the path parameters URI-encoded and appends the query', async () => {
    expect(await routeUrl('getBpmnByUuidHistoryCommitByHash', { uuid: 'a b', hash: 'x/y' })).toBe(
      '/bpmn/a%20b/history/commit/x%2Fy',
    );
    expect(await routeUrl('postBpmnFileByName', { name: 'Neu & alt' }, { folderId: 'f1' })).toBe(
      '/bpmn/file/Neu%20%26%20alt?folderId=f1',
    );
    expect(await routeUrl('getBpmn')).toBe('/bpmn');
  });
});

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubFetch() {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it('sends the sign-in calls as form fields without a token, by the route table method', async () => {
    const fetchMock = stubFetch();
    await expect(api('postAuthenticateAuthTokenCheck', { body: { authToken: 't' } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/authenticate/authToken/check');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('sends other bodies as JSON', async () => {
    const fetchMock = stubFetch();
    await api('postAuthenticateResetPassword', { body: { email: 'a@b.de' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"email":"a@b.de"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });
});
