import type { ChecklistSummary } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import { inTab, sortChecklists, statusPercent, tabCounts } from './overview';

const row = (overrides: Partial<ChecklistSummary>): ChecklistSummary => ({
  id: 'a',
  name: 'A',
  description: '',
  creator: 'anna@demo.local',
  creatorName: 'Anna Admin',
  createdDate: '2026-01-01T00:00:00.000Z',
  currentStep: 0,
  currentStepState: 0,
  mod1surveyId: -1,
  mod2surveyId: -1,
  skipStep4: false,
  ...overrides,
});

describe('checklist overview', () => {
  const rows = [
    row({ id: 'mine-open' }),
    row({ id: 'mine-done', currentStep: 5, currentStepState: 100 }),
    row({ id: 'other-open', creator: 'max@demo.local', currentStep: 2, currentStepState: 40 }),
  ];

  it('counts and filters the three tabs', () => {
    expect(tabCounts(rows, 'anna@demo.local')).toEqual({ all: 3, mine: 2, drafts: 2 });
    expect(rows.filter((r) => inTab(r, 'drafts', 'anna@demo.local')).map((r) => r.id)).toEqual([
      'mine-open',
      'other-open',
    ]);
  });

  it('shows 100 % once finished and the current step otherwise', () => {
    expect(statusPercent({ currentStep: 5, currentStepState: 0 })).toBe(100);
    expect(statusPercent({ currentStep: 2, currentStepState: 40 })).toBe(40);
  });

  it('sorts by a column in both directions', () => {
    const dated = [
      row({ id: 'old', name: 'b', createdDate: '2026-01-01' }),
      row({ id: 'new', name: 'a', createdDate: '2026-02-01' }),
    ];
    expect(sortChecklists(dated, 'created', 'desc').map((r) => r.id)).toEqual(['new', 'old']);
    expect(sortChecklists(dated, 'name', 'asc').map((r) => r.id)).toEqual(['new', 'old']);
  });
});
