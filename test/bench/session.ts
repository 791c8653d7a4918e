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
