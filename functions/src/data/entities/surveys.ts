/** PX surveys: one item per survey; its SurveyJS JSON lives in S3 (adapters/surveyStorage.ts). */
import {
  createdAtAttribute,
  optionalNumber,
  optionalString,
  requiredString,
  tenantEntity,
} from './common.js';

/**
 * A survey of a client. The schema (with start-page images it can exceed DynamoDB's 400 KB item
 * limit) is stored in S3 under `schemaKey`; the list reads only these items. The counters in
 * `info` are changed by sending, answering and finishing (later issues), never recounted.
 */
export const surveySchema = tenantEntity('survey', 'SURVEY#${surveyId}', {
  surveyId: requiredString,
  title: requiredString,
  module: requiredString,
  createdBy: requiredString,
  createdByName: requiredString,
  createdDate: createdAtAttribute,
  deadlineDate: optionalNumber,
  /** When the finish job set FINISHED (epoch ms): the evaluation's 'Abgeschlossen'. */
  finishedDate: optionalNumber,
  modelUuid: optionalString,
  /** Process surveys: the model version (history commit hash) the survey was generated from. */
  commitHash: optionalString,
  customTitlePage: { type: 'boolean', required: true },
  archived: { type: 'boolean', required: true, default: false },
  schemaKey: requiredString,
  state: { type: 'string', required: true, default: 'CREATED' },
  sendToCount: { type: 'number', required: true, default: 0 },
  answeredCount: { type: 'number', required: true, default: 0 },
  evaluationTimestampCount: { type: 'number', required: true, default: 0 },
  /** The current round: 1 when absent; a restart (flow16) increments it. */
  round: optionalNumber,
  /** Days before the deadline the reminder mail goes out (set by sending). */
  reminderDaysBeforeDeadline: optionalNumber,
  /** The lifecycle job running now ('FINISH' | 'EVALUATION', surveyLifecycle contracts); absent when none. */
  job: optionalString,
  /** The timestamp id of the point the running job creates (its execution name too). */
  jobTimestampId: optionalString,
  /** The job whose last run failed, so the UI can explain it and offer a retry; absent when none. */
  jobFailed: optionalString,
  /** The finish (its timestampId) whose creator mail / integration call went out: each once. */
  finishMailedFor: optionalString,
  integrationNotifiedFor: optionalString,
  /**
   * The round and complete-answer count of the survey's last evaluation point: a new
   * point of that round needs `threshold` more answers. Written with the point, in its transaction;
   * the claim of a new point is conditioned on the values it judged, so two requests never race past it.
   */
  publishedRound: optionalNumber,
  publishedAnswers: optionalNumber,
  /** The round whose reminder mails went out (once per round). */
  remindedRound: optionalNumber,
  /** The works council's approval (epoch ms and the approver's display name); set once, never withdrawn. */
  approvedAt: optionalNumber,
  approvedBy: optionalString,
});
