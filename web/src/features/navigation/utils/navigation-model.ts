import { hasPermission, type Permission, type PermissionFlags } from '@prozesspuls/shared/rules';
import { type AppPath, paths } from '@/config/paths';

export type NavId =
  | 'start'
  | 'myQuestions'
  | 'processes'
  | 'processList'
  | 'processCharacteristic'
  | 'processMap'
  | 'contextItems'
  | 'processExperience'
  | 'questions'
  | 'surveys'
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

/** The left drawer (seed 000 §2, seed 001 §2): Start, the three permission groups, Hilfe. */
export const NAVIGATION: readonly NavEntry[] = [
  { kind: 'link', id: 'start', to: paths.menu },
  // Anyone can be asked about an element, so 'Meine Fragen' needs no permission (seed 001 §2).
  { kind: 'link', id: 'myQuestions', to: paths.questionsModel },
  {
    kind: 'group',
    id: 'processes',
    requires: 'PROCESS',
    items: [
      { kind: 'link', id: 'processList', to: paths.processList },
      { kind: 'link', id: 'processCharacteristic', to: paths.processCharacteristic },
      { kind: 'link', id: 'processMap', to: paths.processMap },
      { kind: 'link', id: 'contextItems', to: paths.contextItems },
    ],
  },
  {
    kind: 'group',
    id: 'processExperience',
    requires: 'SURVEY',
    items: [
      { kind: 'link', id: 'questions', to: paths.questions },
      { kind: 'link', id: 'surveys', to: paths.surveys },
      { kind: 'link', id: 'checklist', to: paths.checklist, specialEdition: true },
    ],
  },
  { kind: 'link', id: 'management', to: paths.management, requires: 'ADMIN' },
  { kind: 'link', id: 'help', to: paths.help },
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
