import type { PxModule } from '../scale.js';
import type { SurveyState } from './messages.js';

/**
 * The survey lifecycle beyond sending: finishing, starting a new round and
 * creating evaluation points run as jobs (Step Functions); at most one job runs per survey.
 */
export const SURVEY_JOBS = ['FINISH', 'EVALUATION'] as const;
export type SurveyJob = (typeof SURVEY_JOBS)[number];

export const asSurveyJob = (value: string | undefined | null): SurveyJob | null =>
  SURVEY_JOBS.find((job) => job === value) ?? null;

/** German texts of the lifecycle (the failure texts are ours). */
export const SURVEY_LIFECYCLE_MESSAGES = {
  finishing: 'Umfrage wird abgeschlossen...',
  evaluationRunning: 'Ein Auswertungspunkt wird gerade erstellt...',
  noAnswers: 'Es sind noch keine Antworten vorhanden',
  finishOnlyAnswered: 'Nur eine beantwortete Umfrage kann beendet werden',
  resendNotPossible: 'Diese Umfrage kann nicht erneut gestartet werden',
  resendNeedsAnswers:
    'Eine Umfrage kann erst erneut gestartet werden, wenn sie versendet und beantwortet wurde',
  resendSaved: 'Umfrage erneut gespeichert',
  sendAgain: 'Senden Sie die Umfrage wieder',
  finishFailed: 'Die Umfrage konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  evaluationFailed: 'Der Auswertungspunkt konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  noProcessSurvey: 'Zu diesem Prozess gibt es keine Prozessumfrage',
  finishedMailSubject: 'Ihre Umfrage wurde beendet',
  reminderMailSubject: 'Erinnerung: Ihre Teilnahme an einer Umfrage',
} as const;

export interface SurveyLifecycleFacts {
  readonly module: PxModule;
  readonly state: SurveyState;
  readonly sendToCount: number;
  readonly answeredCount: number;
  readonly runningJob: SurveyJob | null;
}

/** The message of the job that blocks another one, or null when none runs. */
export function runningJobMessage(job: SurveyJob | null): string | null {
  if (job === 'FINISH') return SURVEY_LIFECYCLE_MESSAGES.finishing;
  if (job === 'EVALUATION') return SURVEY_LIFECYCLE_MESSAGES.evaluationRunning;
  return null;
}

/** Why 'Umfrage beenden' is refused, or null when it may start: only in ANSWERED, no job running. */
export function finishRefusal(facts: SurveyLifecycleFacts): string | null {
  return (
    runningJobMessage(facts.runningJob) ??
    (facts.state === 'ANSWERED' ? null : SURVEY_LIFECYCLE_MESSAGES.finishOnlyAnswered)
  );
}

/**
 * Why 'Umfrage erneut starten' is refused, or null: modules other than NONE and Module_Four, sent
 * and answered at least once in the current round, no job running.
 */
export function resendRefusal(facts: SurveyLifecycleFacts): string | null {
  if (facts.module === 'NONE' || facts.module === 'Module_Four') {
    return SURVEY_LIFECYCLE_MESSAGES.resendNotPossible;
  }
  const running = runningJobMessage(facts.runningJob);
  if (running) return running;
  if (facts.sendToCount <= 0 || facts.answeredCount <= 0) return SURVEY_LIFECYCLE_MESSAGES.resendNeedsAnswers;
  return null;
}

/** Why a new evaluation point is refused, or null: there are answers and no job runs. */
export function evaluationPointRefusal(facts: SurveyLifecycleFacts): string | null {
  return (
    runningJobMessage(facts.runningJob) ??
    (facts.answeredCount > 0 ? null : SURVEY_LIFECYCLE_MESSAGES.noAnswers)
  );
}
