import type { Permission } from '@prozesspuls/shared';

/**
 * Who may enter an area (seed 002 §2.1/§6): any one of the listed permissions, ADMIN always.
 * Route guards and the entry points to an area (cards, links) use the same lists.
 */
export const AREA_ACCESS = {
  processes: ['PROCESS', 'ADMIN', 'SUPER_ADMIN'],
  surveys: ['SURVEY', 'ADMIN', 'SUPER_ADMIN'],
  management: ['ADMIN', 'SUPER_ADMIN'],
} as const satisfies Record<string, readonly Permission[]>;
