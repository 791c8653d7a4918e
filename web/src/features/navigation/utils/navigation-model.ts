import { hasPermission, type Permission, type PermissionFlags } from '@prozesspuls/shared/rules';
import { type AppPath, paths } from '@/config/paths';

export type NavId =
  | 'start'
  | 'myQuestions'
  | 'processes'
  | 'processList'
  | 'profiles'
  | 'processMap'
  | 'resources'
  | 'processExperience'
  | 'questions'
  | 'surveys'
  | 'measures'
  | 'checklist'
  | 'management'
  | 'help';

export interface NavLinkEntry {
  readonly kind: 'link';
  readonly id: NavId;
  readonly to: AppPath;
  /** Shown only to holders of this permission (ADMIN holds every permission). */
  readonly requires?: Permission;
  /** Part of the special edition; hidden when the build turns it off. */
  readonly specialEdition?: boolean;
}

export interface NavGroupEntry {
  readonly kind: 'group';
  readonly id: NavId;
  readonly requires: Permission;
  readonly items: readonly NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavGroupEntry;

type LinkOptions = Pick<NavLinkEntry, 'requires' | 'specialEdition'>;

const link = (id: NavId, to: AppPath, options: LinkOptions = {}): NavLinkEntry => ({
  kind: 'link',
  id,
  to,
  ...options,
});

const group = (id: NavId, requires: Permission, items: readonly NavLinkEntry[]): NavGroupEntry => ({
  kind: 'group',
  id,
  requires,
  items,
});

/** The left drawer: Start, the three permission groups, Hilfe. */
export const NAVIGATION: readonly NavEntry[] = [
  link('start', paths.menu),
  // Anyone can be asked about an element, so 'Meine Fragen' needs no permission.
  link('myQuestions', paths.questionsModel),
  group('processes', 'PROCESS', [
    link('processList', paths.processList),
    link('profiles', paths.profiles),
    link('processMap', paths.processMap),
    link('resources', paths.resources),
  ]),
  group('processExperience', 'SURVEY', [
    link('questions', paths.questions),
    link('surveys', paths.surveys),
    link('measures', paths.surveysMeasures),
    link('checklist', paths.checklist, { specialEdition: true }),
  ]),
  link('management', paths.management, { requires: 'ADMIN' }),
  link('help', paths.help),
];

interface VisibilityContext {
  readonly permissions: PermissionFlags;
  readonly specialEdition: boolean;
}

function linkVisible(link: NavLinkEntry, context: VisibilityContext): boolean {
  if (link.specialEdition && !context.specialEdition) return false;
  return link.requires === undefined || hasPermission(context.permissions, link.requires);
}

/** The entries this user sees; a group without any visible entry disappears. */
export function visibleNavigation(entries: readonly NavEntry[], context: VisibilityContext): NavEntry[] {
  const visible: NavEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'link') {
      if (linkVisible(entry, context)) visible.push(entry);
      continue;
    }
    if (!hasPermission(context.permissions, entry.requires)) continue;
    const items = entry.items.filter((item) => linkVisible(item, context));
    if (items.length > 0) visible.push({ ...entry, items });
  }
  return visible;
}

/**
 * Whether a link is active only on its own path: Start (the shell's index, a prefix of every page)
 * and any link whose path another link continues ('Umfragen' and 'Maßnahmenplan' under it).
 */
export function matchesExactly(to: AppPath, entries: readonly NavEntry[] = NAVIGATION): boolean {
  if (to === paths.menu) return true;
  const links = entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.items));
  return links.some((link) => link.to.startsWith(`${to}/`));
}
