import { SHARE_AUTH_HEADER, shareAuthValue } from '@prozesspuls/shared/rules';

/** A model opened through a share link: its client and the link's token. */
export interface ShareAccess {
  readonly clientId: number;
  readonly token: string;
}

/**
 * The models of this page opened through a share link (`/modelEdit/{uuid}/share/{clientId}/{token}`).
 * The modeller's model calls (load, edit lock, save) go to the share routes for these, with the
 * X-Share-Auth header; every other call keeps using the user's own client.
 */
const opened = new Map<string, ShareAccess>();

export function openThroughShareLink(uuid: string, access: ShareAccess): void {
  opened.set(uuid, access);
}

export function closeShareLink(uuid: string): void {
  opened.delete(uuid);
}

export function shareAccessOf(uuid: string): ShareAccess | undefined {
  return opened.get(uuid);
}

/** The headers and path of a share route call for the model, or undefined when not shared. */
export function shareCall(uuid: string) {
  const access = opened.get(uuid);
  if (!access) return undefined;
  return {
    path: { token: access.token },
    headers: { [SHARE_AUTH_HEADER]: shareAuthValue(access.clientId, uuid, access.token) },
  };
}
