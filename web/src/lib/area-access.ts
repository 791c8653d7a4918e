import type { Permission } from '@prozesspuls/shared';

/**
 * Who may enter an area: any one of the listed permissions, ADMIN always.
 * Route guards and the entry points to an area (cards, links) use the same lists.
 */
export const AREA_ACCESS = {
  processes: ['PROCESS', 'ADMIN', 'SUPER_ADMIN'],
  surveys: ['SURVEY', 'ADMIN', 'SUPER_ADMIN'],
  management: ['ADMIN', 'SUPER_ADMIN'],
  // The works council reads the risk assessments; every change stays SURVEY's.
  riskAssessment: ['SURVEY', 'WORKS_COUNCIL', 'ADMIN', 'SUPER_ADMIN'],
  // The works council's page: approvals and the access log, for it and the tenant administrators.
  worksCouncil: ['WORKS_COUNCIL', 'ADMIN', 'SUPER_ADMIN'],
} as const satisfies Record<string, readonly Permission[]>;
