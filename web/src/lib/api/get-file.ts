import { API_ROOT } from '../api-client';
import { ApiError } from '../api-error';
import { refreshSession } from '../session/refresh-session';
import { sessionStore } from '../session/session-store';
import { errorMessage } from './post-for-pdf';

async function get(path: string, token: string | undefined): Promise<Response> {
  try {
    return await fetch(`${API_ROOT}${path}`, {
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(0);
  }
}

/** A downloaded file: its bytes, or a short-lived link when it is too large for an API answer. */
export type FileAnswer =
  | { readonly kind: 'blob'; readonly blob: Blob }
  | { readonly kind: 'url'; readonly url: string };

/**
 * GETs a file route (`path` below /api, from `routeUrl`): a binary answer is the file, a JSON
 * answer `{ url }` a link to it in storage. Same one-time token renewal on a 401 as the shared
 * client; a refusal throws ApiError with the server's {msg}.
 */
export async function getFile(path: string): Promise<FileAnswer> {
  let response = await get(path, sessionStore.get()?.accessToken);
  if (response.status === 401) {
    const renewed = await refreshSession();
    if (renewed) response = await get(path, renewed.accessToken);
  }
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    const { url } = (await response.json()) as { url?: unknown };
    if (typeof url !== 'string') throw new ApiError(500);
    return { kind: 'url', url };
  }
  return { kind: 'blob', blob: await response.blob() };
}
