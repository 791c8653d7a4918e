import type { ErrorBody } from '@prozesspuls/shared';
import { API_ROOT } from '../api-client';
import { ApiError } from '../api-error';
import { refreshSession } from '../session/refresh-session';
import { sessionStore } from '../session/session-store';

async function post(path: string, token: string | undefined): Promise<Response> {
  try {
    return await fetch(`${API_ROOT}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/pdf, application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new ApiError(0);
  }
}

/** The German `msg` of an error answer, if it has one. */
export async function errorMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    return typeof body.msg === 'string' ? body.msg : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POSTs to a report route (`path` below /api, from `routeUrl`) and answers the PDF as a blob. The
 * shared client parses JSON only, so this reads the body itself, with the same one-time token
 * renewal on a 401; a refusal throws ApiError with the server's {msg}.
 */
export async function postForPdf(path: string): Promise<Blob> {
  let response = await post(path, sessionStore.get()?.accessToken);
  if (response.status === 401) {
    const renewed = await refreshSession();
    if (renewed) response = await post(path, renewed.accessToken);
  }
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  return response.blob();
}
