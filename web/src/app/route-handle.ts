import type de from '@/locales/de.json';

export type TitleKey = `titles.${keyof typeof de.titles}`;

/** Static data on a route, read by the layouts through useMatches(). */
export interface RouteHandle {
  /** Document title and, on placeholder pages, the heading. */
  readonly title?: TitleKey;
  /** Reachable without signing in although it lives in the shell (help). */
  readonly public?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
