import { type AppPath, paths } from '@/config/paths';
import { AREA_ACCESS } from '@/lib/area-access';
import type { RouteGuard } from './guards/route-access';
import type { TitleKey } from './route-handle';

/** Which lazy page module renders a route; 'notYetAvailable' is the honest placeholder. */
export type PageKind =
  | 'home'
  | 'notYetAvailable'
  | 'processList'
  | 'modeller'
  | 'management'
  | 'managementUsers'
  | 'managementRoles'
  | 'managementClients'
  | 'managementExternalApi';

/** One route inside the shell. Children inherit the parent's guard, title and page unless they set their own. */
export interface ShellRouteDef {
  readonly path: AppPath;
  readonly title?: TitleKey;
  readonly page?: PageKind;
  readonly guard?: RouteGuard;
  readonly children?: readonly ShellRouteDef[];
}

export interface FlatShellRoute {
  readonly path: AppPath;
  readonly title: TitleKey;
  readonly page: PageKind;
  readonly guard: RouteGuard;
  /** Help is open to everyone (seed 002 §2.1: guard 'none shown'); the shell adapts. */
  readonly public: boolean;
}

const SIGNED_IN: RouteGuard = { signedIn: true };
const PROCESSES: RouteGuard = { signedIn: true, anyOf: AREA_ACCESS.processes };
const SURVEYS: RouteGuard = { signedIn: true, anyOf: AREA_ACCESS.surveys };
const MANAGEMENT: RouteGuard = { signedIn: true, anyOf: AREA_ACCESS.management };
const CHECKLISTS: RouteGuard = { signedIn: true, specialEdition: true };
const PUBLIC: RouteGuard = {};

/**
 * The routes inside the shell with their guards (seed 002 §2.1). Routes whose guard the spec
 * leaves open ('not shown') still need a signed-in user, because they live in the shell.
 */
export const SHELL_ROUTES: readonly ShellRouteDef[] = [
  { path: paths.menu, title: 'titles.home', page: 'home', guard: SIGNED_IN },
  { path: paths.help, title: 'titles.help', guard: PUBLIC },

  { path: paths.processList, title: 'titles.processList', page: 'processList', guard: PROCESSES },
  { path: paths.processCharacteristic, title: 'titles.processCharacteristic', guard: SIGNED_IN },
  { path: paths.processMap, title: 'titles.processMap', guard: SIGNED_IN },
  { path: paths.contextItems, title: 'titles.contextItems', guard: SIGNED_IN },
  { path: paths.modelEdit, title: 'titles.modelEdit', page: 'modeller', guard: SIGNED_IN },
  { path: paths.modelReview, title: 'titles.modelReview', guard: SIGNED_IN },

  {
    path: paths.questions,
    title: 'titles.questions',
    guard: SIGNED_IN,
    children: [
      { path: paths.questionsModel },
      { path: paths.questionsManage },
      { path: paths.questionsCreate },
    ],
  },
  {
    path: paths.surveys,
    title: 'titles.surveys',
    guard: SURVEYS,
    children: [
      { path: paths.surveysCreate },
      { path: paths.surveysSend },
      { path: paths.surveysGenerated },
      { path: paths.surveysProcess },
      { path: paths.surveysEvaluation },
      { path: paths.surveysEvaluationCustom },
    ],
  },
  {
    path: paths.checklist,
    title: 'titles.checklist',
    guard: CHECKLISTS,
    children: [
      { path: paths.checklistNew },
      { path: paths.checklistAnswer },
      { path: paths.checklistFinished },
    ],
  },
  {
    path: paths.management,
    title: 'titles.management',
    page: 'management',
    guard: MANAGEMENT,
    children: [
      { path: paths.managementUsers, page: 'managementUsers' },
      { path: paths.managementRoles, page: 'managementRoles' },
      { path: paths.managementClients, page: 'managementClients' },
      { path: paths.managementExternalApi, page: 'managementExternalApi' },
    ],
  },
];

/** Flattens the table into sibling routes, passing guard, title and page down to the children. */
export function flattenShellRoutes(
  routes: readonly ShellRouteDef[],
  inherited?: Omit<FlatShellRoute, 'path' | 'public'>,
): FlatShellRoute[] {
  return routes.flatMap((route) => {
    const title = route.title ?? inherited?.title;
    if (!title) throw new Error(`Route ${route.path} has no title`);
    const own = {
      title,
      page: route.page ?? inherited?.page ?? 'notYetAvailable',
      guard: route.guard ?? inherited?.guard ?? SIGNED_IN,
    };
    const flat: FlatShellRoute = {
      path: route.path,
      ...own,
      public: !own.guard.signedIn && !own.guard.anyOf,
    };
    return [flat, ...flattenShellRoutes(route.children ?? [], own)];
  });
}
