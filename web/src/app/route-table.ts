import type { QueryClient } from '@tanstack/react-query';
import { type AppPath, paths } from '@/config/paths';
import { prefetchModeller } from '@/features/modeller/prefetch';
import { AREA_ACCESS } from '@/lib/area-access';
import type { RouteGuard } from './guards/route-access';
import type { TitleKey } from './route-handle';

/**
 * The page module that renders a route: the name of a file in app/routes/ (without `.tsx`) that
 * exports `Component`; the router loads it lazily as its own chunk. Every route renders a real
 * page, never a placeholder. A unit test checks that every name has its file.
 */
export type PageName = string;

/** Starts a page's data and heavy code while the guard still checks the user's rights. */
export type PagePrefetch = (
  queryClient: QueryClient,
  params: Readonly<Record<string, string | undefined>>,
) => void;

/** One route inside the shell. Children inherit the parent's guard, title and page unless they set their own. */
export interface ShellRouteDef {
  readonly path: AppPath;
  readonly title?: TitleKey;
  readonly page?: PageName;
  readonly prefetch?: PagePrefetch;
  readonly guard?: RouteGuard;
  readonly children?: readonly ShellRouteDef[];
}

export interface FlatShellRoute {
  readonly path: AppPath;
  readonly title: TitleKey;
  readonly page: PageName;
  readonly prefetch?: PagePrefetch;
  readonly guard: RouteGuard;
  /** Help is open to everyone (guard 'none shown'); the shell adapts. */
  readonly public: boolean;
}

const SIGNED_IN: RouteGuard = { signedIn: true };
const PROCESSES: RouteGuard = { signedIn: true, anyOf: AREA_ACCESS.processes };
const SURVEYS: RouteGuard = { signedIn: true, anyOf: AREA_ACCESS.surveys };
const MANAGEMENT: RouteGuard = { signedIn: true, anyOf: AREA_ACCESS.management };
const RISK_ASSESSMENT: RouteGuard = { signedIn: true, anyOf: AREA_ACCESS.riskAssessment };
const WORKS_COUNCIL: RouteGuard = { signedIn: true, anyOf: AREA_ACCESS.worksCouncil };
// Checklists link surveys: the survey area's permissions (the API's area 'checklists' needs SURVEY too).
const CHECKLISTS: RouteGuard = { signedIn: true, anyOf: AREA_ACCESS.surveys, specialEdition: true };
const PUBLIC: RouteGuard = {};

/** A route with its own title, page module and guard; `prefetch` and `children` where it has them. */
function page(
  path: AppPath,
  title: TitleKey,
  module: PageName,
  guard: RouteGuard,
  more: Pick<ShellRouteDef, 'prefetch' | 'children'> = {},
): ShellRouteDef {
  return { path, title, page: module, guard, ...more };
}

/** A child route: its own page module under the parent's title and guard. */
function child(path: AppPath, module: PageName): ShellRouteDef {
  return { path, page: module };
}

/**
 * The routes inside the shell with their guards. Adding a page: its entry here
 * (path from config/paths.ts, title, `page`, optional `prefetch`) and its file in app/routes/. Routes whose guard the spec
 * leaves open ('not shown') still need a signed-in user, because they live in the shell.
 */
export const SHELL_ROUTES: readonly ShellRouteDef[] = [
  page(paths.menu, 'titles.home', 'home', SIGNED_IN),
  page(paths.help, 'titles.help', 'help', PUBLIC),
  page(paths.impressum, 'titles.impressum', 'legal', PUBLIC),
  page(paths.datenschutz, 'titles.datenschutz', 'legal', PUBLIC),
  page(paths.avv, 'titles.avv', 'legal', PUBLIC),
  // BITV 2.0 § 7: the statement is open to everyone, signed in or not.
  page(paths.accessibility, 'titles.accessibility', 'accessibility', PUBLIC),

  page(paths.processList, 'titles.processList', 'process-list', PROCESSES),
  page(paths.profiles, 'titles.profiles', 'profiles', PROCESSES),
  page(paths.processMap, 'titles.processMap', 'process-map', PROCESSES),
  page(paths.resources, 'titles.resources', 'resources', PROCESSES),
  page(paths.modelEdit, 'titles.modelEdit', 'model-edit-modeller', SIGNED_IN, {
    prefetch: (queryClient, { uuid }) => {
      if (uuid) prefetchModeller(queryClient, uuid);
    },
  }),
  page(paths.modelEditShare, 'titles.modelEdit', 'model-edit-share', SIGNED_IN),
  page(paths.modelReview, 'titles.modelReview', 'model-review', SIGNED_IN),

  // The PX question catalogue is survey administration (API area 'questions-px'): same guard as /surveys.
  page(paths.questions, 'titles.questions', 'questions-px', SURVEYS, {
    children: [
      // 'Meine Fragen' is for every signed-in member: anyone can be asked.
      child(paths.questionsModel, 'my-questions'),
      child(paths.questionsManage, 'questions-px'),
      child(paths.questionsCreate, 'questions-px-create'),
    ],
  }),
  page(paths.surveys, 'titles.surveys', 'surveys', SURVEYS, {
    children: [
      child(paths.surveysCreate, 'surveys-create'),
      child(paths.surveysSend, 'surveys-send'),
      child(paths.surveysGenerated, 'surveys-generated'),
      child(paths.surveysProcess, 'surveys-process'),
      child(paths.surveysEvaluation, 'surveys-evaluation'),
      child(paths.surveysEvaluationCustom, 'surveys-evaluation-custom'),
    ],
  }),
  // Psychological risk assessment (GDA): the API's area 'risk-assessment' needs SURVEY;
  // the works council reads it.
  page(paths.riskAssessment, 'titles.riskAssessment', 'risk-assessments', RISK_ASSESSMENT, {
    children: [child(paths.riskAssessmentDetail, 'risk-assessment')],
  }),
  page(paths.worksCouncil, 'titles.worksCouncil', 'works-council', WORKS_COUNCIL),
  // The measures plan (its own entry, so the survey children above stay untouched).
  page(paths.surveysMeasures, 'titles.measures', 'surveys-measures', SURVEYS),
  page(paths.checklist, 'titles.checklist', 'checklists', CHECKLISTS, {
    children: [
      child(paths.checklistNew, 'checklist-new'),
      child(paths.checklistAnswer, 'checklist-answer'),
      child(paths.checklistFinished, 'checklist-finished'),
    ],
  }),
  page(paths.management, 'titles.management', 'management', MANAGEMENT, {
    children: [
      child(paths.managementUsers, 'management-users'),
      child(paths.managementRoles, 'management-roles'),
      child(paths.managementClients, 'management-clients'),
      child(paths.managementExternalApi, 'management-external-api'),
      child(paths.managementTickets, 'management-tickets'),
    ],
  }),
];

/** Flattens the table into sibling routes, passing guard, title and page down to the children. */
export function flattenShellRoutes(
  routes: readonly ShellRouteDef[],
  inherited?: Omit<FlatShellRoute, 'path' | 'public' | 'prefetch'>,
): FlatShellRoute[] {
  return routes.flatMap((route) => {
    const title = route.title ?? inherited?.title;
    if (!title) throw new Error(`Route ${route.path} has no title`);
    const page = route.page ?? inherited?.page;
    if (!page) throw new Error(`Route ${route.path} has no page`);
    const own = {
      title,
      page,
      guard: route.guard ?? inherited?.guard ?? SIGNED_IN,
    };
    const flat: FlatShellRoute = {
      path: route.path,
      ...own,
      ...(route.prefetch ? { prefetch: route.prefetch } : {}),
      public: !own.guard.signedIn && !own.guard.anyOf,
    };
    return [flat, ...flattenShellRoutes(route.children ?? [], own)];
  });
}
