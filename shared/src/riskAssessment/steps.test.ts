import { describe, expect, it } from 'vitest';
import { overdueAt } from '../px/measures/measures.js';
import {
  checkStepChange,
  currentGdaStep,
  GDA_STEPS,
  type GdaStepRecord,
  type GdaStepState,
  gdaStepName,
  initialGdaSteps,
  isStepOverdue,
} from './steps.js';

const withStates = (...states: GdaStepState[]): GdaStepRecord[] =>
  initialGdaSteps().map((s, i) => ({ ...s, state: states[i] ?? 'offen' }));

describe('GDA process steps', () => {
  it('are the seven steps of the GDA guideline in order, with their German names', () => {
    expect(GDA_STEPS.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(gdaStepName(1)).toBe('Arbeitsbereiche und Tätigkeiten festlegen');
    expect(gdaStepName(6)).toBe('Wirksamkeit überprüfen');
    expect(gdaStepName(7)).toBe('Gefährdungsbeurteilung fortschreiben');
  });

  it('start open, without responsible person or due date', () => {
    expect(initialGdaSteps().every((s) => s.state === 'offen' && s.responsibleUserId === null)).toBe(true);
  });

  it('go from open to in progress to done, never from open straight to done', () => {
    const steps = withStates();
    expect(checkStepChange(steps, 1, 'in Bearbeitung')).toEqual({ ok: true });
    expect(checkStepChange(steps, 1, 'abgeschlossen')).toEqual({
      ok: false,
      msg: 'Der Schritt kann nicht von „offen“ auf „abgeschlossen“ gesetzt werden.',
    });
    expect(checkStepChange(withStates('in Bearbeitung'), 1, 'abgeschlossen')).toEqual({ ok: true });
  });

  it('close a step only when every earlier step is closed', () => {
    const steps = withStates('abgeschlossen', 'in Bearbeitung', 'in Bearbeitung');
    expect(checkStepChange(steps, 3, 'abgeschlossen')).toMatchObject({ ok: false });
    expect(checkStepChange(steps, 2, 'abgeschlossen')).toEqual({ ok: true });
  });

  it('reopen a closed step only while no later step is closed', () => {
    const steps = withStates('abgeschlossen', 'abgeschlossen');
    expect(checkStepChange(steps, 1, 'in Bearbeitung')).toMatchObject({ ok: false });
    expect(checkStepChange(steps, 2, 'in Bearbeitung')).toEqual({ ok: true });
  });

  it('allow keeping the state (only responsible, due date or comment change)', () => {
    expect(checkStepChange(withStates(), 4, 'offen')).toEqual({ ok: true });
  });

  it('stand at the first step that is not closed', () => {
    expect(currentGdaStep(withStates('abgeschlossen', 'in Bearbeitung'))).toBe(2);
    expect(currentGdaStep(withStates(...GDA_STEPS.map(() => 'abgeschlossen' as const)))).toBe(8);
  });

  it('are overdue from the day after their due date until they are closed', () => {
    const step: GdaStepRecord = {
      step: 1,
      state: 'offen',
      responsibleUserId: null,
      dueDate: '2026-01-15',
      comment: '',
    };
    const due = overdueAt('2026-01-15');
    expect(isStepOverdue(step, overdueAt, due - 1)).toBe(false);
    expect(isStepOverdue(step, overdueAt, due)).toBe(true);
    expect(isStepOverdue({ ...step, state: 'abgeschlossen' }, overdueAt, due)).toBe(false);
    expect(isStepOverdue({ ...step, dueDate: null }, overdueAt, due)).toBe(false);
  });
});
