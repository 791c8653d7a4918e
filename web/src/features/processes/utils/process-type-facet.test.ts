import type { FolderDetails, ProcessSummary } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, groupByFolder, noFacets, visibleGroups } from './filter';
import { processTypesByModel, withProcessTypes } from './process-type-facet';

const model = (uuid: string, folderId: string): ProcessSummary => ({
  uuid,
  fileName: uuid,
  folderId,
  initiator: 'a@b.de',
  isOwn: true,
  isShared: false,
  canEdit: true,
  creationDate: '2026-01-01T00:00:00.000Z',
  currentEditor: null,
  surveyCount: 0,
  characteristic: null,
  release: null,
  reviewDueAt: null,
});
const folder = (id: string) => ({ id, folderName: id }) as unknown as FolderDetails;

describe("process list filter 'Prozessart'", () => {
  const facetsOf = withProcessTypes(
    noFacets,
    processTypesByModel([
      { connectedModelId: 'kern', processType: 'CORE' },
      { connectedModelId: 'stuetz', processType: 'SUPPORT' },
      { connectedModelId: null, processType: 'CORE' },
    ]),
  );
  const groups = groupByFolder(
    [folder('f1'), folder('f2')],
    [model('kern', 'f1'), model('stuetz', 'f1'), model('ohne', 'f2')],
  );

  it('keeps only models whose profile has a selected process type and hides folders without a match', () => {
    const shown = visibleGroups(groups, {
      filter: { text: '', facets: { ...EMPTY_SELECTION, processTypes: ['CORE'] } },
      tab: 0,
      facetsOf,
    });
    expect(shown.map((g) => [g.key, g.processes.map((p) => p.uuid)])).toEqual([['f1', ['kern']]]);
  });

  it('matches any of several selected types', () => {
    const shown = visibleGroups(groups, {
      filter: { text: '', facets: { ...EMPTY_SELECTION, processTypes: ['CORE', 'SUPPORT'] } },
      tab: 0,
      facetsOf,
    });
    expect(shown.flatMap((g) => g.processes.map((p) => p.uuid))).toEqual(['kern', 'stuetz']);
  });
});
