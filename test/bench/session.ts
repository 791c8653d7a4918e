/** The demo users' password (infra/local/demoData.ts). */
export const DEMO_PASSWORD = 'Prozess!2026';

/** Signs a demo user in through POST /api/authenticate and answers the access token. */
export async function signIn(baseUrl: string, userName: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/authenticate`, {
    method: 'POST',
    body: new URLSearchParams({ userName, password }),
  });
  const { accessToken } = (await response.json()) as { accessToken: string };
  return accessToken;
}

/** A signed-in JSON call of the API: answers the parsed body, throws on a status of 400 or more. */
export type ApiCall = <T>(method: string, path: string, json?: unknown) => Promise<T>;

/** `ApiCall` with the bearer token of a signed-in user. */
export function apiCaller(baseUrl: string, accessToken: string): ApiCall {
  return async <T>(method: string, path: string, json?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  };
}
