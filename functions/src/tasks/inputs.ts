/**
 * The inputs of the survey lifecycle state machines and scheduled targets. They cross
 * Step Functions and EventBridge Scheduler as JSON, so they hold ids only, never a tenant's data.
 */

/** Who started a job: a member through a route, or the deadline schedule. */
export type JobTrigger = 'user' | 'deadline';

/** Input of the *survey finish* and *evaluation point* state machines. */
export interface SurveyJobInput {
  readonly clientId: number;
  readonly surveyId: string;
  /** The id of the point the job creates; also the execution name, so a start is idempotent. */
  readonly timestampId: string;
  readonly trigger: JobTrigger;
  /** The member who started it (absent for the deadline). */
  readonly actor?: string;
  /** The round to evaluate (a resend closes the previous round); the current round when absent. */
  readonly round?: number;
}

/** Input of the scheduled reminder task. */
export interface ReminderInput {
  readonly clientId: number;
  readonly surveyId: string;
  readonly round: number;
}

/** Input of the scheduled overdue reminder of a risk assessment step (tasks/riskStepOverdue.ts). */
export interface RiskStepOverdueInput {
  readonly clientId: number;
  readonly assessmentId: string;
  readonly step: number;
}

/** Input of the scheduled overdue check of a measure (tasks/measureOverdue.ts). */
export interface MeasureOverdueInput {
  readonly clientId: number;
  readonly measureId: string;
}

/** Input of the scheduled deletion of a whole tenant (tasks/tenantDeletion.ts). */
export interface TenantDeletionInput {
  readonly clientId: number;
}
