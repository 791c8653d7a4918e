import { describe, expect, it } from 'vitest';
import { currentAndComparison, latestPerSurvey, nodesForView, sortByName } from './selection.js';

describe('nodes sorted by name, case-insensitively', () => {
  it('ignores case and keeps umlauts apart from their base letter only by accent', () => {
    const names = ['zufriedenheit', 'Arbeitsinhalt', 'ärger', 'Bindung', 'arbeitsumgebung', 'Zeitdruck'];
    expect(sortByName(names.map((name) => ({ name }))).map((n) => n.name)).toEqual([
      'Arbeitsinhalt',
      'arbeitsumgebung',
      'ärger',
      'Bindung',
      'Zeitdruck',
      'zufriedenheit',
    ]);
  });

  it('keeps names equal but for case in their original order', () => {
    const items = [
      { name: 'Rolle', id: 1 },
      { name: 'rolle', id: 2 },
      { name: 'ROLLE', id: 3 },
    ];
    expect(sortByName(items).map((n) => n.id)).toEqual([1, 2, 3]);
  });
});

describe('current and comparison evaluation', () => {
  it('is the latest and the one before it, whatever the input order', () => {
    const points = [{ timestamp: 200 }, { timestamp: 300 }, { timestamp: 100 }];
    expect(currentAndComparison(points)).toEqual({
      current: { timestamp: 300 },
      comparison: { timestamp: 200 },
    });
  });

  it('compares a single evaluation with itself', () => {
    const only = { timestamp: 5 };
    const selected = currentAndComparison([only]);
    expect(selected?.current).toBe(only);
    expect(selected?.comparison).toBe(only);
  });

  it('has nothing to show without evaluations', () => {
    expect(currentAndComparison([])).toBeNull();
  });
});

describe('dashboard selection', () => {
  it('keeps the latest evaluation of each survey, newest first', () => {
    const points = [
      { surveyId: 'a', timestamp: 1 },
      { surveyId: 'b', timestamp: 4 },
      { surveyId: 'a', timestamp: 3 },
      { surveyId: 'b', timestamp: 2 },
      { surveyId: 'c', timestamp: 5 },
    ];
    expect(latestPerSurvey(points)).toEqual([
      { surveyId: 'c', timestamp: 5 },
      { surveyId: 'b', timestamp: 4 },
      { surveyId: 'a', timestamp: 3 },
    ]);
  });

  it('module 1 overview keeps only OUTCOME nodes; the other tabs exclude them', () => {
    const nodes = [
      { name: 'Bindung', nodeType: 'OUTCOME' },
      { name: 'Rolle', nodeType: 'CATEGORY' },
      { name: 'Zufriedenheit', nodeType: 'OUTCOME' },
      { name: 'Person', nodeType: 'RESOURCE' },
    ];
    expect(nodesForView(nodes, 'outcomeOnly').map((n) => n.name)).toEqual(['Bindung', 'Zufriedenheit']);
    expect(nodesForView(nodes, 'withoutOutcome').map((n) => n.name)).toEqual(['Rolle', 'Person']);
  });
});
