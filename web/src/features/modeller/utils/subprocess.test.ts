import { describe, expect, it } from 'vitest';
import { isLinkableSubprocess, linkCandidates, linkedName, unlinkedName } from './subprocess';

describe('subprocess links', () => {
  it('links subprocesses and call activities, not event subprocesses or tasks', () => {
    expect(isLinkableSubprocess({ type: 'bpmn:SubProcess' })).toBe(true);
    expect(isLinkableSubprocess({ type: 'bpmn:CallActivity' })).toBe(true);
    expect(isLinkableSubprocess({ type: 'bpmn:SubProcess', triggeredByEvent: true })).toBe(false);
    expect(isLinkableSubprocess({ type: 'bpmn:Task' })).toBe(false);
  });

  it("appends ' (nicht verknüpft)' once when unlinking", () => {
    expect(unlinkedName('Rechnung prüfen')).toBe('Rechnung prüfen (nicht verknüpft)');
    expect(unlinkedName('Rechnung prüfen (nicht verknüpft)')).toBe('Rechnung prüfen (nicht verknüpft)');
    expect(unlinkedName(undefined)).toBe('(nicht verknüpft)');
  });

  it('names an empty or unlinked subprocess after the linked model', () => {
    expect(linkedName('', 'Einkauf')).toBe('Einkauf');
    expect(linkedName('Teil A (nicht verknüpft)', 'Einkauf')).toBe('Teil A');
    expect(linkedName('(nicht verknüpft)', 'Einkauf')).toBe('Einkauf');
    expect(linkedName('Bestellung', 'Einkauf')).toBe('Bestellung');
  });

  it('offers every other model, sorted and searchable, never the current one', () => {
    const models = [
      { uuid: '1', fileName: 'Zahlung' },
      { uuid: '2', fileName: 'einkauf' },
      { uuid: '3', fileName: 'Angebot' },
    ];
    expect(linkCandidates(models, '1').map((m) => m.fileName)).toEqual(['Angebot', 'einkauf']);
    expect(linkCandidates(models, 'x', 'KAUF').map((m) => m.uuid)).toEqual(['2']);
  });
});
