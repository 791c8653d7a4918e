import * as z from 'zod/mini';
import {
  RETENTION_MESSAGES,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
  type RetentionKind,
} from '../../privacy/retention.js';

/** GET/PUT /client/retention: months after a survey round's end its free texts and mail records are kept. */
export interface RetentionSettings {
  readonly months: number;
}

const months = z
  .number({ message: RETENTION_MESSAGES.monthsInvalid })
  .check(
    z.int(RETENTION_MESSAGES.monthsInvalid),
    z.gte(RETENTION_MONTHS_MIN, RETENTION_MESSAGES.monthsInvalid),
    z.lte(RETENTION_MONTHS_MAX, RETENTION_MESSAGES.monthsInvalid),
  );

export const retentionSettingsRequest = z.object({ months });
export type RetentionSettingsRequest = z.infer<typeof retentionSettingsRequest>;

/**
 * GET /client/retention/log item: one deletion of a retention run. Names the survey round and the
 * number of deleted records, never a person or a text.
 */
export interface RetentionLogEntry {
  readonly id: string;
  /** When the run deleted it (ISO). */
  readonly ranAt: string;
  readonly kind: RetentionKind;
  readonly count: number;
  readonly surveyId: string;
  readonly surveyTitle: string;
  readonly round: number;
  /** The retention period the run applied. */
  readonly months: number;
}
