import type { SurveySummary } from '@prozesspuls/shared';
import { describe, expect, it } from 'vitest';
import {
  copyTitle,
  evaluationButton,
  failedJobOf,
  finishConfirmText,
  formatDateTime,
  runningJobOf,
  surveyRowActions,
} from './row-actions';

type Row = Pick<SurveySummary, 'module' | 'uuid' | 'info'>;
const row = (change: Partial<Omit<Row, 'info'>> & { info?: Partial<Row['info']> } = {}): Row => ({
  module: change.module ?? 'Module_One',
  uuid: change.uuid ?? null,
  info: { state: 'CREATED', sendToCount: 0, answeredCount: 0, evaluationTimestampCount: 0, ...change.info },
});

describe('survey row actions', () => {
  it.each([
    [
      'a new module survey',
      row(),
      { send: true, restart: false, openModel: false, copy: false, finish: false },
    ],
    [
      'an answered module survey',
      row({ info: { state: 'ANSWERED', sendToCount: 3, answeredCount: 1 } }),
      { send: false, restart: true, openModel: false, copy: false, finish: true },
    ],
    [
      'an answered custom survey',
      row({ module: 'NONE', info: { state: 'ANSWERED', sendToCount: 3, answeredCount: 1 } }),
      { send: false, restart: false, openModel: false, copy: true, finish: true },
    ],
    [
      'an answered process survey with a model',
      row({ module: 'Module_Four', uuid: 'u', info: { sendToCount: 2, answeredCount: 2 } }),
      { send: false, restart: false, openModel: true, copy: false, finish: false },
    ],
    [
      'a process survey without a model',
      row({ module: 'Module_Four' }),
      { send: true, restart: false, openModel: false, copy: false, finish: false },
    ],
    [
      'a sent but unanswered module survey',
      row({ module: 'STRESS_MODULE', info: { state: 'SEND', sendToCount: 4 } }),
      { send: true, restart: false, openModel: false, copy: false, finish: false },
    ],
  ])('%s', (_label, survey, expected) => {
    expect(surveyRowActions(survey)).toEqual({ ...expected, delete: true });
  });

  it('copies with the German " (Kopie)" appended, within 200 characters', () => {
    expect(copyTitle('Team 2026')).toBe('Team 2026 (Kopie)');
    expect(copyTitle('x'.repeat(200))).toHaveLength(200);
    expect(copyTitle('x'.repeat(200)).endsWith(' (Kopie)')).toBe(true);
  });

  it('formats dates as TT.MM.JJJJ HH:mm in German time', () => {
    expect(formatDateTime(Date.UTC(2026, 0, 5, 6, 3))).toBe('05.01.2026 07:03');
  });
});

describe('evaluation button', () => {
  it("opens a custom survey's analytics even without answers", () => {
    expect(evaluationButton(row({ module: 'NONE' }), false)).toEqual({ enabled: true, target: 'custom' });
  });

  it('opens a module survey with answers', () => {
    expect(evaluationButton(row({ info: { answeredCount: 2 } }), false)).toEqual({
      enabled: true,
      target: 'standard',
    });
  });

  it('is disabled with "no answers" while a module survey has neither answers nor a point', () => {
    expect(evaluationButton(row(), false)).toEqual({ enabled: false, tooltip: 'noAnswers' });
  });

  it('is disabled with "being created" while an evaluation point is created', () => {
    expect(evaluationButton(row({ info: { answeredCount: 2, evaluationTimestampCount: 1 } }), true)).toEqual({
      enabled: false,
      tooltip: 'creating',
    });
  });

  it('opens the points of a restarted round that has no answers yet', () => {
    expect(evaluationButton(row({ info: { answeredCount: 0, evaluationTimestampCount: 1 } }), false)).toEqual(
      {
        enabled: true,
        target: 'standard',
      },
    );
  });

  it('sends process surveys with a model to the model, disabled without answers', () => {
    expect(evaluationButton(row({ module: 'Module_Four', uuid: 'm' }), false)).toEqual({
      enabled: false,
      tooltip: 'noAnswers',
    });
    expect(
      evaluationButton(row({ module: 'Module_Four', uuid: 'm', info: { answeredCount: 1 } }), false),
    ).toEqual({
      enabled: true,
      target: 'model',
    });
  });
});

describe('runningJobOf / failedJobOf', () => {
  it('read the job of the row, none on rows written before jobs existed', () => {
    const info = row().info;
    expect(runningJobOf(info)).toBeNull();
    expect(failedJobOf(info)).toBeNull();
    const finishing = {
      ...info,
      job: { round: 1, running: 'FINISH' as const, failed: 'EVALUATION' as const },
    };
    expect(runningJobOf(finishing)).toBe('FINISH');
    expect(failedJobOf(finishing)).toBe('EVALUATION');
  });

  it('names how many invited people have not answered before a survey is finished', () => {
    const text = finishConfirmText({
      title: 'Team 2026',
      info: { state: 'ANSWERED', sendToCount: 6, answeredCount: 4, evaluationTimestampCount: 0 },
    });
    expect(text).toContain('„Team 2026“');
    expect(text).toContain('2 von 6 Eingeladenen haben noch nicht geantwortet');
  });

  it('says so when every invited person has answered', () => {
    const text = finishConfirmText({
      title: 'Team 2026',
      info: { state: 'ANSWERED', sendToCount: 3, answeredCount: 3, evaluationTimestampCount: 0 },
    });
    expect(text).toContain('Alle 3 Eingeladenen haben geantwortet');
  });
});
