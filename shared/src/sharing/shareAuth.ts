/**
 * The `X-Share-Auth` header of the share routes ("an authorisation token built from
 * client id, model id and share token"): base64url of `clientId:uuid:token`. The server refuses
 * a header whose parts do not name the link's own client and model.
 */
export const SHARE_AUTH_HEADER = 'X-Share-Auth';

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function shareAuthValue(clientId: number, uuid: string, token: string): string {
  return toBase64Url(`${clientId}:${uuid}:${token}`);
}

export interface ShareAuth {
  readonly clientId: number;
  readonly uuid: string;
  readonly token: string;
}

/** The parts of a header value, or undefined when it is not one. */
export function parseShareAuth(value: string | undefined): ShareAuth | undefined {
  if (!value || value.length > 200 || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  let text: string;
  try {
    text = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const match = /^(\d{1,9}):([0-9a-f-]{36}):([A-Za-z0-9_-]{43})$/.exec(text);
  if (!match) return undefined;
  return { clientId: Number(match[1]), uuid: match[2] ?? '', token: match[3] ?? '' };
}
