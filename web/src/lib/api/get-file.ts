import { ApiError } from '../api-error';
import { fileRequest } from './file-request';

/** A downloaded file: its bytes, or a short-lived link when it is too large for an API answer. */
export type FileAnswer =
  | { readonly kind: 'blob'; readonly blob: Blob }
  | { readonly kind: 'url'; readonly url: string };

/**
 * GETs a file route (`path` below /api, from `routeUrl`): a binary answer is the file, a JSON
 * answer `{ url }` a link to it in storage.
 */
export async function getFile(path: string): Promise<FileAnswer> {
  const response = await fileRequest(path, 'GET');
  if (response.headers.get('content-type')?.startsWith('application/json')) {
    const { url } = (await response.json()) as { url?: unknown };
    if (typeof url !== 'string') throw new ApiError(500);
    return { kind: 'url', url };
  }
  return { kind: 'blob', blob: await response.blob() };
}
