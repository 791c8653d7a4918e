import type { SurveySummary } from '@prozesspuls/shared';

/** The row actions of the survey list and whether each is shown (seed 002 §4). */
export interface SurveyRowActions {
  readonly send: boolean;
  readonly restart: boolean;
  readonly openModel: boolean;
  readonly copy: boolean;
  readonly finish: boolean;
  readonly delete: boolean;
}

/**
 * Send only while nobody answered; restart for module surveys (not NONE, not Module_Four) that
 * were sent and answered; open the model for process surveys with a model; copy for custom
 * surveys only; finish in state ANSWERED; delete always.
 */
export function surveyRowActions(survey: Pick<SurveySummary, 'module' | 'uuid' | 'info'>): SurveyRowActions {
  const { module, uuid, info } = survey;
  return {
    send: info.answeredCount === 0,
    restart: module !== 'NONE' && module !== 'Module_Four' && info.sendToCount > 0 && info.answeredCount > 0,
    openModel: module === 'Module_Four' && Boolean(uuid),
    copy: module === 'NONE',
    finish: info.state === 'ANSWERED',
    delete: true,
  };
}

/** ' (copy)' appended to the original title (seed 002 §5), within the title limit. */
export function copyTitle(title: string, max = 200): string {
  const suffix = ' (copy)';
  return `${title.slice(0, max - suffix.length)}${suffix}`;
}

/** 'NEU'-style date: d.m.Y H:i in German format. */
export function formatDateTime(value: number | string): string {
  const date = new Date(value);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
