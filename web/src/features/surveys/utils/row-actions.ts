import type { SurveySummary } from '@prozesspuls/shared';
import type { SurveyJob } from '@prozesspuls/shared/px';
import { t } from '../texts';

/** The row actions of the survey list and whether each is shown. */
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

/** ' (Kopie)' appended to the original title (the spec's ' (copy)' in German), within the title limit. */
export function copyTitle(title: string, max = 200): string {
  const suffix = ' (Kopie)';
  return `${title.slice(0, max - suffix.length)}${suffix}`;
}

/** 'NEU'-style date: TT.MM.JJJJ HH:mm in German time. */
export { formatDateTime } from '@/lib/format-date';

/** The lifecycle job running on a survey ('Umfrage wird abgeschlossen...' etc.); null when none. */
export function runningJobOf(info: SurveySummary['info']): SurveyJob | null {
  return info.job?.running ?? null;
}

/** The lifecycle job whose last run failed (the row explains it; the creator starts it again). */
export function failedJobOf(info: SurveySummary['info']): SurveyJob | null {
  return info.job?.failed ?? null;
}

export type EvaluationTooltip = 'noAnswers' | 'creating';

/** The 'Auswertung' button of a row. */
export type EvaluationButton =
  | { readonly enabled: true; readonly target: 'model' | 'custom' | 'standard' }
  | { readonly enabled: false; readonly tooltip: EvaluationTooltip };

/**
 * Process surveys with a model are evaluated only in the model (disabled without answers);
 * custom surveys, and module surveys with answers while no evaluation point is being created,
 * open their evaluation; otherwise the button is disabled while a point is being created or
 * while there is no point yet. Custom surveys go to the custom analytics, the rest to the
 * module evaluation.
 */
export function evaluationButton(
  survey: Pick<SurveySummary, 'module' | 'uuid' | 'info'>,
  creatingPoint: boolean,
): EvaluationButton {
  const { module, uuid, info } = survey;
  if (module === 'Module_Four' && uuid) {
    return info.answeredCount > 0
      ? { enabled: true, target: 'model' }
      : { enabled: false, tooltip: 'noAnswers' };
  }
  const target = module === 'NONE' ? 'custom' : 'standard';
  if (module === 'NONE' || (info.answeredCount > 0 && !creatingPoint)) return { enabled: true, target };
  if (creatingPoint) return { enabled: false, tooltip: 'creating' };
  if (info.evaluationTimestampCount === 0) return { enabled: false, tooltip: 'noAnswers' };
  return { enabled: true, target };
}

/**
 * The question before 'Umfrage beenden': finishing ends participation for everyone who has not
 * answered, so the dialog names how many that are.
 */
export function finishConfirmText(survey: Pick<SurveySummary, 'title' | 'info'>): string {
  const sent = survey.info.sendToCount;
  const open = Math.max(0, sent - survey.info.answeredCount);
  return open === 0
    ? t('finishConfirm.allAnswered', { title: survey.title, sent })
    : t('finishConfirm.text', { title: survey.title, open, sent });
}
