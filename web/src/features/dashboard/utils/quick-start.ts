import { hasAnyPermission, type PermissionFlags } from '@prozesspuls/shared/rules';
import { type AppPath, paths } from '@/config/paths';
import { AREA_ACCESS } from '@/lib/area-access';

export type QuickStartId = 'createModel' | 'importModel' | 'surveys' | 'riskAssessment' | 'worksCouncil';

export interface QuickStartCard {
  readonly id: QuickStartId;
  /** A route, optionally with a query (the process list opens its create or import dialog). */
  readonly to: AppPath | `${AppPath}?${string}`;
}

// Creating and importing open the process list's dialogs.
const CARDS: readonly (QuickStartCard & { readonly access: readonly string[] })[] = [
  { id: 'createModel', to: `${paths.processList}?dialog=create`, access: AREA_ACCESS.processes },
  { id: 'importModel', to: `${paths.processList}?dialog=import`, access: AREA_ACCESS.processes },
  { id: 'surveys', to: paths.surveys, access: AREA_ACCESS.surveys },
  // The risk assessment works on surveys (API area 'risk-assessment'); the works council reads it.
  { id: 'riskAssessment', to: paths.riskAssessment, access: AREA_ACCESS.riskAssessment },
  { id: 'worksCouncil', to: paths.worksCouncil, access: AREA_ACCESS.worksCouncil },
];

/** The start page's cards this user may follow: only those whose area the route guards let in. */
export function visibleQuickStartCards(permissions: PermissionFlags): QuickStartCard[] {
  return CARDS.filter((card) => hasAnyPermission(permissions, card.access)).map(({ id, to }) => ({ id, to }));
}
