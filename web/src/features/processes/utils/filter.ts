import type { FolderDetails, ProcessSummary } from '@prozesspuls/shared';

/** Tab indexes of the process list: 0 all, 1 own, 2 shared, 3 review. */
export const PROCESS_TABS = { all: 0, own: 1, shared: 2, review: 3 } as const;
export type ProcessTab = (typeof PROCESS_TABS)[keyof typeof PROCESS_TABS];

export function isProcessTab(value: number): value is ProcessTab {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** The 'Filteroptionen' besides the name: System, Rolle, Abteilung, Prozessart. */
export const FACETS = ['systems', 'roles', 'departments', 'processTypes'] as const;
export type Facet = (typeof FACETS)[number];
export type FacetSelection = Readonly<Record<Facet, readonly string[]>>;

export const EMPTY_SELECTION: FacetSelection = { systems: [], roles: [], departments: [], processTypes: [] };

/**
 * What a process can be filtered by besides its name (ids of systems, roles and departments,
 * its process type). They come from the process profile, which a later issue adds; until then
 * no process has any, so `noFacets` is the default.
 */
export type FacetsOf = (process: ProcessSummary) => FacetSelection;
export const noFacets: FacetsOf = () => EMPTY_SELECTION;

/**
 * The process objects linked to a model's elements (`connectedRessources`, ids). Ids
 * are unique across object types and each facet's selection holds ids of its own type only, so
 * every facet may look at all of them. 'Prozessart' comes from the profile (not here).
 */
export const resourceFacets: FacetsOf = (process) => {
  const ids = (process.connectedRessources ?? []).map((resource) => resource.id);
  return { systems: ids, roles: ids, departments: ids, processTypes: [] };
};

export interface ProcessFilter {
  /** Case-insensitive 'contains' on the file name. */
  readonly text: string;
  readonly facets: FacetSelection;
}

export const EMPTY_FILTER: ProcessFilter = { text: '', facets: EMPTY_SELECTION };

export function hasFacetSelection(selection: FacetSelection): boolean {
  return FACETS.some((facet) => selection[facet].length > 0);
}

export function isFilterActive(filter: ProcessFilter): boolean {
  return filter.text.trim() !== '' || hasFacetSelection(filter.facets);
}

export function matchesText(process: ProcessSummary, text: string): boolean {
  const needle = text.trim().toLocaleLowerCase('de');
  return needle === '' || process.fileName.toLocaleLowerCase('de').includes(needle);
}

/** Within one facet any selected value matches; all facets with a selection must match. */
export function matchesFacets(
  process: ProcessSummary,
  selection: FacetSelection,
  facetsOf: FacetsOf,
): boolean {
  if (!hasFacetSelection(selection)) return true;
  const own = facetsOf(process);
  return FACETS.every(
    (facet) => selection[facet].length === 0 || selection[facet].some((value) => own[facet].includes(value)),
  );
}

/** Tab 1 shows the own processes, tab 2 the shared ones, tab 3 those waiting for the user's review. */
export function matchesTab(process: ProcessSummary, tab: ProcessTab, toReview: ReadonlySet<string>): boolean {
  switch (tab) {
    case PROCESS_TABS.own:
      return process.isOwn;
    case PROCESS_TABS.shared:
      return process.isShared;
    case PROCESS_TABS.review:
      return toReview.has(process.uuid);
    default:
      return true;
  }
}

/** Newest first; a stable copy. */
export function sortNewestFirst(processes: readonly ProcessSummary[]): ProcessSummary[] {
  return [...processes].sort((a, b) => Date.parse(b.creationDate) - Date.parse(a.creationDate));
}

/** One expandable row of the list: a folder, or the models shared with the user from folders it cannot see. */
export interface FolderGroup {
  readonly key: string;
  readonly folder: FolderDetails | null;
  readonly processes: readonly ProcessSummary[];
}

export const OTHER_SHARED_KEY = 'other-shared';

/**
 * The folders in the server's order (Default first), each with its models newest first. A model
 * shared with the user on its own can live in a folder the user cannot see; those are gathered
 * in one extra group at the end instead of vanishing.
 */
export function groupByFolder(
  folders: readonly FolderDetails[],
  processes: readonly ProcessSummary[],
): FolderGroup[] {
  const byFolder = new Map<string, ProcessSummary[]>();
  for (const process of sortNewestFirst(processes)) {
    const list = byFolder.get(process.folderId) ?? [];
    list.push(process);
    byFolder.set(process.folderId, list);
  }
  const groups: FolderGroup[] = folders.map((folder) => ({
    key: folder.id,
    folder,
    processes: byFolder.get(folder.id) ?? [],
  }));
  const known = new Set(folders.map((folder) => folder.id));
  const others = sortNewestFirst(processes).filter((process) => !known.has(process.folderId));
  if (others.length > 0) groups.push({ key: OTHER_SHARED_KEY, folder: null, processes: others });
  return groups;
}

export interface VisibleGroupsOptions {
  readonly filter: ProcessFilter;
  readonly tab: ProcessTab;
  readonly toReview?: ReadonlySet<string>;
  readonly facetsOf?: FacetsOf;
}

/**
 * The rows to show: every group keeps only its processes that match the tab and the filter.
 * Folders with no matching process are hidden while a filter is active or a narrower tab is
 * chosen; on 'Alle Prozesse' without a filter, empty folders stay visible so they can be used.
 */
export function visibleGroups(groups: readonly FolderGroup[], options: VisibleGroupsOptions): FolderGroup[] {
  const { filter, tab } = options;
  const toReview = options.toReview ?? new Set<string>();
  const facetsOf = options.facetsOf ?? noFacets;
  const narrowed = isFilterActive(filter) || tab !== PROCESS_TABS.all;
  return groups
    .map((group) => ({
      ...group,
      processes: group.processes.filter(
        (process) =>
          matchesTab(process, tab, toReview) &&
          matchesText(process, filter.text) &&
          matchesFacets(process, filter.facets, facetsOf),
      ),
    }))
    .filter((group) => group.processes.length > 0 || (!narrowed && group.folder !== null));
}

/** Whether any process profile exists: only then is 'Prozessart' offered. */
export function hasAnyProfile(processes: readonly ProcessSummary[]): boolean {
  return processes.some((process) => process.characteristic !== null);
}

// ---- State of the filter bar and the expanded folders ----

export interface FilterState {
  readonly text: string;
  /** The selection in the 'Filteroptionen' panel, applied with 'Anwenden'. */
  readonly draft: FacetSelection;
  readonly applied: FacetSelection;
  readonly expanded: ReadonlySet<string>;
}

export type FilterAction =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'draft'; readonly facet: Facet; readonly values: readonly string[] }
  | { readonly type: 'apply'; readonly groupKeys: readonly string[] }
  | { readonly type: 'reset' }
  | { readonly type: 'removeFacetValue'; readonly facet: Facet; readonly value: string }
  | { readonly type: 'toggle'; readonly key: string }
  | { readonly type: 'expand'; readonly key: string };

export const INITIAL_FILTER_STATE: FilterState = {
  text: '',
  draft: EMPTY_SELECTION,
  applied: EMPTY_SELECTION,
  expanded: new Set(),
};

const without = (values: readonly string[], value: string) => values.filter((v) => v !== value);

/**
 * 'Anwenden' takes over the panel's selection and, when it filters by anything besides the name,
 * expands every folder; 'Zurücksetzen' clears every filter (the search too) and collapses all
 * folders.
 */
export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case 'text':
      return { ...state, text: action.text };
    case 'draft':
      return { ...state, draft: { ...state.draft, [action.facet]: [...action.values] } };
    case 'apply':
      return {
        ...state,
        applied: state.draft,
        expanded: hasFacetSelection(state.draft) ? new Set(action.groupKeys) : state.expanded,
      };
    case 'reset':
      return INITIAL_FILTER_STATE;
    case 'removeFacetValue':
      return {
        ...state,
        draft: { ...state.draft, [action.facet]: without(state.draft[action.facet], action.value) },
        applied: { ...state.applied, [action.facet]: without(state.applied[action.facet], action.value) },
      };
    case 'toggle': {
      const expanded = new Set(state.expanded);
      if (!expanded.delete(action.key)) expanded.add(action.key);
      return { ...state, expanded };
    }
    case 'expand':
      return state.expanded.has(action.key)
        ? state
        : { ...state, expanded: new Set([...state.expanded, action.key]) };
  }
}

/** The active filter the list applies: the live search text and the applied options. */
export function activeFilter(state: FilterState): ProcessFilter {
  return { text: state.text, facets: state.applied };
}

/** One chip per applied option value, in facet order. */
export function activeChips(selection: FacetSelection): { facet: Facet; value: string }[] {
  return FACETS.flatMap((facet) => selection[facet].map((value) => ({ facet, value })));
}
