import type { ErrorBody } from '@prozesspuls/shared';
import { API_ROOT } from '../api-client';
import { ApiError } from '../api-error';
import { refreshSession } from '../session/refresh-session';
import { sessionStore } from '../session/session-store';

async function send(
  path: string,
  method: 'GET' | 'POST',
  headers: Readonly<Record<string, string>>,
  token: string | undefined,
): Promise<Response> {
  try {
    return await fetch(`${API_ROOT}${path}`, {
      method,
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0);
  }
}

/** The German `msg` of an error answer, if it has one. */
async function errorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return typeof body.msg === 'string' ? body.msg : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls a route whose answer may be a file (`path` below /api, from `routeUrl`). The shared client
 * parses JSON only, so the caller reads the body itself; this gives it the same one-time token
 * renewal on a 401, and a refusal throws ApiError with the server's {msg}.
 */
export async function fileRequest(
  path: string,
  method: 'GET' | 'POST',
  headers: Readonly<Record<string, string>> = {},
): Promise<Response> {
  let response = await send(path, method, headers, sessionStore.get()?.accessToken);
  if (response.status === 401) {
    const renewed = await refreshSession();
    if (renewed) response = await send(path, method, headers, renewed.accessToken);
  }
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  return response;
}
