import { describe, expect, it } from 'vitest';
import { helpTabOf, LISTED_TABS, TAB_LABELS } from './help-tabs';

describe('help centre tabs', () => {
  it('lists Bug Report, BPMN Schulung and Changelog, not the handbook', () => {
    expect(LISTED_TABS.map((tab) => TAB_LABELS[tab])).toEqual(['Bug Report', 'BPMN Schulung', 'Changelog']);
  });

  it('opens Bug Report by default and the handbook only by its link', () => {
    expect(helpTabOf(null)).toBe('bug');
    expect(helpTabOf('unbekannt')).toBe('bug');
    expect(helpTabOf('changelog')).toBe('changelog');
    expect(helpTabOf('handbuch')).toBe('handbuch');
  });
});
