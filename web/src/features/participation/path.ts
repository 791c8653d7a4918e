/** The personal link's path: /teilnahme/{token} (the mail's link, `participationPath` in shared). */
const PARTICIPATION_PATH = /^\/teilnahme\/([A-Za-z0-9_-]{1,128})\/?$/;

/**
 * The token of a participation URL path, or null for every other path. Dependency-free: the
 * entry module asks it before deciding whether to load the app or the participation page.
 */
export function participationToken(pathname: string): string | null {
  return PARTICIPATION_PATH.exec(pathname)?.[1] ?? null;
}
