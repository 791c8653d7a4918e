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

/**
 * The routes inside the shell with their guards. Adding a page: its entry here
 * (path from config/paths.ts, title, `page`, optional `prefetch`) and its file in app/routes/. Routes whose guard the spec
 * leaves open ('not shown') still need a signed-in user, because they live in the shell.
 */
export const SHELL_ROUTES: readonly ShellRouteDef[] = [
  { path: paths.menu, title: 'titles.home', page: 'home', guard: SIGNED_IN },
  { path: paths.help, title: 'titles.help', page: 'help', guard: PUBLIC },
  { path: paths.impressum, title: 'titles.impressum', page: 'legal', guard: PUBLIC },
  { path: paths.datenschutz, title: 'titles.datenschutz', page: 'legal', guard: PUBLIC },
  { path: paths.avv, title: 'titles.avv', page: 'legal', guard: PUBLIC },
  // BITV 2.0 § 7: the statement is open to everyone, signed in or not.
  { path: paths.accessibility, title: 'titles.accessibility', page: 'accessibility', guard: PUBLIC },

  { path: paths.processList, title: 'titles.processList', page: 'process-list', guard: PROCESSES },
  {
    path: paths.profiles,
    title: 'titles.profiles',
    page: 'profiles',
    guard: PROCESSES,
  },
  { path: paths.processMap, title: 'titles.processMap', page: 'process-map', guard: PROCESSES },
  { path: paths.resources, title: 'titles.resources', page: 'resources', guard: PROCESSES },
  {
    path: paths.modelEdit,
    title: 'titles.modelEdit',
    page: 'model-edit-modeller',
    guard: SIGNED_IN,
    prefetch: (queryClient, { uuid }) => {
      if (uuid) prefetchModeller(queryClient, uuid);
    },
  },
  { path: paths.modelEditShare, title: 'titles.modelEdit', page: 'model-edit-share', guard: SIGNED_IN },
  { path: paths.modelReview, title: 'titles.modelReview', page: 'model-review', guard: SIGNED_IN },

  {
    path: paths.questions,
    title: 'titles.questions',
    // The PX question catalogue is survey administration (API area 'questions-px'): same guard as /surveys.
    guard: SURVEYS,
    page: 'questions-px',
    children: [
      // 'Meine Fragen' is for every signed-in member: anyone can be asked.
      { path: paths.questionsModel, page: 'my-questions' },
      { path: paths.questionsManage, page: 'questions-px' },
      { path: paths.questionsCreate, page: 'questions-px-create' },
    ],
  },
  {
    path: paths.surveys,
    title: 'titles.surveys',
    page: 'surveys',
    guard: SURVEYS,
    children: [
      { path: paths.surveysCreate, page: 'surveys-create' },
      { path: paths.surveysSend, page: 'surveys-send' },
      { path: paths.surveysGenerated, page: 'surveys-generated' },
      { path: paths.surveysProcess, page: 'surveys-process' },
      { path: paths.surveysEvaluation, page: 'surveys-evaluation' },
      { path: paths.surveysEvaluationCustom, page: 'surveys-evaluation-custom' },
    ],
  },
  // Psychological risk assessment (GDA): the API's area 'risk-assessment' needs SURVEY;
  // the works council reads it.
  {
    path: paths.riskAssessment,
    title: 'titles.riskAssessment',
    page: 'risk-assessments',
    guard: RISK_ASSESSMENT,
    children: [{ path: paths.riskAssessmentDetail, page: 'risk-assessment' }],
  },
  { path: paths.worksCouncil, title: 'titles.worksCouncil', page: 'works-council', guard: WORKS_COUNCIL },
  // The measures plan (its own entry, so the survey children above stay untouched).
  { path: paths.surveysMeasures, title: 'titles.measures', page: 'surveys-measures', guard: SURVEYS },
  {
    path: paths.checklist,
    title: 'titles.checklist',
    guard: CHECKLISTS,
    page: 'checklists',
    children: [
      { path: paths.checklistNew, page: 'checklist-new' },
      { path: paths.checklistAnswer, page: 'checklist-answer' },
      { path: paths.checklistFinished, page: 'checklist-finished' },
    ],
  },
  {
    path: paths.management,
    title: 'titles.management',
    page: 'management',
    guard: MANAGEMENT,
    children: [
      { path: paths.managementUsers, page: 'management-users' },
      { path: paths.managementRoles, page: 'management-roles' },
      { path: paths.managementClients, page: 'management-clients' },
      { path: paths.managementExternalApi, page: 'management-external-api' },
      { path: paths.managementTickets, page: 'management-tickets' },
    ],
  },
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
