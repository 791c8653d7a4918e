import type { ErrorBody } from '@prozesspuls/shared';
import { ApiError } from './api-error';
import { refreshSession } from './session/refresh-session';
import { expireSession } from './session/session-expiry';
import { sessionStore } from './session/session-store';

/** Same as the route table's API_ROOT; kept here so the entry chunk need not load the table. */
export const API_ROOT = '/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  readonly method?: HttpMethod;
  /** Sent as application/json. */
  readonly json?: unknown;
  /** Sent as application/x-www-form-urlencoded (the sign-in calls of the spec). */
  readonly form?: Readonly<Record<string, string>>;
  /** Sent as multipart/form-data (file uploads); the browser sets the boundary. */
  readonly multipart?: FormData;
  /** Sign-in calls go without a bearer token; everything else carries one. Default true. */
  readonly authenticated?: boolean;
  readonly signal?: AbortSignal;
  /** Extra request headers, e.g. X-Share-Auth of the share routes. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** The signed-in caller as a request carries it: the token, and the client the screens show. */
interface Caller {
  readonly accessToken: string;
  readonly clientId: number;
}

function buildInit(options: ApiRequestOptions, caller: Caller | undefined): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.form) {
    body = new URLSearchParams(options.form);
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  if (caller) {
    headers.Authorization = `Bearer ${caller.accessToken}`;
    // Never decides the tenant: it only tells the server which client this page shows, so that a
    // container that still remembers the client before a switch reads the current one again.
    headers['X-Client-Id'] = String(caller.clientId);
  }
  Object.assign(headers, options.headers);
  return { method: options.method ?? 'GET', headers, body, signal: options.signal ?? null };
}

async function send(path: string, options: ApiRequestOptions, caller?: Caller): Promise<Response> {
  try {
    return await fetch(`${API_ROOT}${path}`, buildInit(options, caller));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0);
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ErrorBody> & Record<string, unknown>;
    const { msg, ...details } = body;
    return new ApiError(response.status, typeof msg === 'string' ? msg : undefined, details);
  } catch {
    return new ApiError(response.status);
  }
}

async function parse<T>(response: Response): Promise<T> {
  const text = await response.text();
  // 204 and empty bodies resolve to undefined; callers type those calls as Promise<void>.
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Calls the API below `/api`. A 401 on an authenticated call renews the tokens once and
 * retries; if renewal fails the session ends and the user goes back to the login.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const authenticated = options.authenticated ?? true;
  if (!authenticated) {
    const response = await send(path, options);
    if (!response.ok) throw await errorFrom(response);
    return parse<T>(response);
  }

  const session = sessionStore.get();
  if (!session) {
    expireSession();
    throw new ApiError(401);
  }
  let response = await send(path, options, session);
  if (response.status === 401) {
    const renewed = await refreshSession();
    if (!renewed) {
      expireSession();
      throw await errorFrom(response);
    }
    response = await send(path, options, { accessToken: renewed.accessToken, clientId: session.clientId });
  }
  if (!response.ok) throw await errorFrom(response);
  return parse<T>(response);
}
