import type { FolderDetails, ProcessSummary } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import {
  activeChips,
  activeFilter,
  EMPTY_SELECTION,
  type FacetsOf,
  type FilterState,
  filterReducer,
  groupByFolder,
  hasAnyProfile,
  INITIAL_FILTER_STATE,
  isFilterActive,
  matchesTab,
  OTHER_SHARED_KEY,
  PROCESS_TABS,
  type ProcessFilter,
  resourceFacets,
  visibleGroups,
} from './filter';

function process(uuid: string, overrides: Partial<ProcessSummary> = {}): ProcessSummary {
  return {
    uuid,
    fileName: uuid,
    folderId: 'default',
    initiator: 'modeller@demo.local',
    isOwn: true,
    isShared: false,
    canEdit: true,
    creationDate: '2026-01-01T10:00:00.000Z',
    currentEditor: null,
    surveyCount: 0,
    characteristic: null,
    release: null,
    reviewDueAt: null,
    ...overrides,
  };
}

function folder(id: string, folderName = id): FolderDetails {
  return {
    id,
    folderName,
    createdBy: 'admin@demo.local',
    createdDate: '2026-01-01T09:00:00.000Z',
    folderPermissions: [],
    sharedUsers: [],
    isCreator: false,
    canWrite: true,
    processes: [],
  };
}

const FOLDERS = [folder('default', 'Default'), folder('einkauf', 'Einkauf'), folder('leer', 'Leer')];
const PROCESSES = [
  process('bestellung', {
    fileName: 'Bestellung prüfen',
    folderId: 'einkauf',
    creationDate: '2026-02-01T08:00:00.000Z',
  }),
  process('rechnung', {
    fileName: 'Rechnung freigeben',
    folderId: 'einkauf',
    isOwn: false,
    isShared: true,
    creationDate: '2026-03-01T08:00:00.000Z',
  }),
  process('urlaub', { fileName: 'Urlaubsantrag', creationDate: '2026-01-15T08:00:00.000Z' }),
];
const GROUPS = groupByFolder(FOLDERS, PROCESSES);
const filter = (text: string, facets = EMPTY_SELECTION): ProcessFilter => ({ text, facets });
const names = (groups: ReturnType<typeof visibleGroups>) =>
  groups.map((g) => [g.key, g.processes.map((p) => p.uuid)]);

describe('groupByFolder', () => {
  it('keeps the server order of folders and sorts processes newest first', () => {
    expect(names(GROUPS)).toEqual([
      ['default', ['urlaub']],
      ['einkauf', ['rechnung', 'bestellung']],
      ['leer', []],
    ]);
  });

  it('gathers models from folders the user cannot see in one extra group', () => {
    const groups = groupByFolder(FOLDERS, [...PROCESSES, process('fremd', { folderId: 'geheim' })]);
    expect(groups.at(-1)).toMatchObject({ key: OTHER_SHARED_KEY, folder: null });
    expect(groups.at(-1)?.processes.map((p) => p.uuid)).toEqual(['fremd']);
  });
});

describe('visibleGroups', () => {
  it('shows every folder, empty ones too, on the first tab without a filter', () => {
    expect(names(visibleGroups(GROUPS, { filter: filter(''), tab: PROCESS_TABS.all }))).toEqual(
      names(GROUPS),
    );
  });

  it('filters case-insensitively by contained text and hides folders without a match', () => {
    expect(names(visibleGroups(GROUPS, { filter: filter('  PRÜF '), tab: 0 }))).toEqual([
      ['einkauf', ['bestellung']],
    ]);
    expect(names(visibleGroups(GROUPS, { filter: filter('an'), tab: 0 }))).toEqual([['default', ['urlaub']]]);
    expect(visibleGroups(GROUPS, { filter: filter('gibt es nicht'), tab: 0 })).toEqual([]);
  });

  it('narrows to own and shared processes on tabs 1 and 2', () => {
    expect(names(visibleGroups(GROUPS, { filter: filter(''), tab: PROCESS_TABS.own }))).toEqual([
      ['default', ['urlaub']],
      ['einkauf', ['bestellung']],
    ]);
    expect(names(visibleGroups(GROUPS, { filter: filter(''), tab: PROCESS_TABS.shared }))).toEqual([
      ['einkauf', ['rechnung']],
    ]);
  });

  it('combines tab and text', () => {
    expect(visibleGroups(GROUPS, { filter: filter('rechnung'), tab: PROCESS_TABS.own })).toEqual([]);
  });

  it('lists on the review tab only the processes waiting for the user', () => {
    const toReview = new Set(['bestellung']);
    expect(names(visibleGroups(GROUPS, { filter: filter(''), tab: PROCESS_TABS.review, toReview }))).toEqual([
      ['einkauf', ['bestellung']],
    ]);
  });

  it('matches options by facet: any value within one, all facets together', () => {
    const facetsOf: FacetsOf = (p) => ({
      ...EMPTY_SELECTION,
      systems: p.uuid === 'bestellung' ? ['sap'] : p.uuid === 'urlaub' ? ['sap', 'hr'] : [],
      departments: p.uuid === 'urlaub' ? ['personal'] : [],
    });
    const sap = { ...EMPTY_SELECTION, systems: ['sap', 'crm'] };
    expect(names(visibleGroups(GROUPS, { filter: filter('', sap), tab: 0, facetsOf }))).toEqual([
      ['default', ['urlaub']],
      ['einkauf', ['bestellung']],
    ]);
    const sapInPersonal = { ...sap, departments: ['personal'] };
    expect(names(visibleGroups(GROUPS, { filter: filter('', sapInPersonal), tab: 0, facetsOf }))).toEqual([
      ['default', ['urlaub']],
    ]);
  });

  it('matches no process by an option while processes carry none (no profiles yet)', () => {
    const selection = { ...EMPTY_SELECTION, roles: ['r1'] };
    expect(visibleGroups(GROUPS, { filter: filter('', selection), tab: 0 })).toEqual([]);
  });

  it('filters by the process objects linked to a model (System, Rolle, Abteilung) and hides other folders', () => {
    const linked = groupByFolder(FOLDERS, [
      process('bestellung', {
        folderId: 'einkauf',
        connectedRessources: [{ id: 'role-1' }, { id: 'sys-1' }],
      }),
      process('rechnung', { folderId: 'einkauf', connectedRessources: [{ id: 'sys-1' }] }),
      process('urlaub', { connectedRessources: [] }),
    ]);
    const by = (facets: Partial<typeof EMPTY_SELECTION>) =>
      names(
        visibleGroups(linked, {
          filter: filter('', { ...EMPTY_SELECTION, ...facets }),
          tab: 0,
          facetsOf: resourceFacets,
        }),
      );
    expect(by({ roles: ['role-1'] })).toEqual([['einkauf', ['bestellung']]]);
    expect(by({ systems: ['sys-1'] })).toHaveLength(1);
    expect(by({ systems: ['sys-1'] })[0]?.[1]).toEqual(expect.arrayContaining(['bestellung', 'rechnung']));
    expect(by({ systems: ['sys-1'], roles: ['role-1'] })).toEqual([['einkauf', ['bestellung']]]);
    expect(by({ departments: ['dep-1'] })).toEqual([]);
  });
});

describe('matchesTab', () => {
  it('shows everything on tab 0', () => {
    expect(matchesTab(process('a', { isOwn: false }), PROCESS_TABS.all, new Set())).toBe(true);
  });
});

describe('filter state', () => {
  const keys = GROUPS.map((g) => g.key);

  it('applies the panel selection and then expands every folder', () => {
    let state: FilterState = filterReducer(INITIAL_FILTER_STATE, {
      type: 'draft',
      facet: 'systems',
      values: ['sap'],
    });
    expect(activeFilter(state).facets).toEqual(EMPTY_SELECTION);
    state = filterReducer(state, { type: 'apply', groupKeys: keys });
    expect(activeFilter(state).facets.systems).toEqual(['sap']);
    expect([...state.expanded]).toEqual(keys);
    expect(activeChips(state.applied)).toEqual([{ facet: 'systems', value: 'sap' }]);
  });

  it('does not expand when only the text filters', () => {
    let state = filterReducer(INITIAL_FILTER_STATE, { type: 'text', text: 'rech' });
    state = filterReducer(state, { type: 'apply', groupKeys: keys });
    expect(state.expanded.size).toBe(0);
    expect(isFilterActive(activeFilter(state))).toBe(true);
  });

  it('resets every filter, the search too, and collapses all folders', () => {
    let state = filterReducer(INITIAL_FILTER_STATE, { type: 'text', text: 'rech' });
    state = filterReducer(state, { type: 'draft', facet: 'roles', values: ['r1'] });
    state = filterReducer(state, { type: 'apply', groupKeys: keys });
    state = filterReducer(state, { type: 'reset' });
    expect(state).toEqual(INITIAL_FILTER_STATE);
    expect(isFilterActive(activeFilter(state))).toBe(false);
  });

  it('removes one value through its chip from the applied and the panel selection', () => {
    let state = filterReducer(INITIAL_FILTER_STATE, { type: 'draft', facet: 'roles', values: ['r1', 'r2'] });
    state = filterReducer(state, { type: 'apply', groupKeys: keys });
    state = filterReducer(state, { type: 'removeFacetValue', facet: 'roles', value: 'r1' });
    expect(state.applied.roles).toEqual(['r2']);
    expect(state.draft.roles).toEqual(['r2']);
  });

  it('toggles and expands single folders', () => {
    let state = filterReducer(INITIAL_FILTER_STATE, { type: 'toggle', key: 'einkauf' });
    expect(state.expanded.has('einkauf')).toBe(true);
    state = filterReducer(state, { type: 'toggle', key: 'einkauf' });
    expect(state.expanded.has('einkauf')).toBe(false);
    state = filterReducer(state, { type: 'expand', key: 'default' });
    expect(filterReducer(state, { type: 'expand', key: 'default' })).toBe(state);
  });
});

describe('hasAnyProfile', () => {
  it('is false while no process has a profile', () => {
    expect(hasAnyProfile(PROCESSES)).toBe(false);
    expect(hasAnyProfile([])).toBe(false);
  });
});
