/** Measures plan ('Maßnahmenplan') and the evaluation report. */
import * as z from 'zod/mini';
import { MEASURE_MESSAGES, MEASURE_TARGET_NAME_MAX, type MeasureStatus } from '../../px/measures/measures.js';
import type { GdaMeasureType } from '../../riskAssessment/judgements.js';
import { measureFields } from './measureFields.js';

const surveyId = z.string().check(z.minLength(1), z.maxLength(64));
const targetId = z.string().check(z.minLength(1), z.maxLength(200));

/** POST /px/measure: a measure on one node or one question of a survey's evaluation. */
export const createMeasureRequest = z
  .object({
    surveyId,
    nodeId: z._default(z.optional(z.nullable(targetId)), null),
    questionId: z._default(z.optional(z.nullable(targetId)), null),
    /** The node's or question's name as the evaluation shows it (lists and the PDF show it). */
    targetName: z._default(z.optional(z.string().check(z.trim(), z.maxLength(MEASURE_TARGET_NAME_MAX))), ''),
    ...measureFields,
  })
  .check(
    z.refine((request) => request.nodeId !== null || request.questionId !== null, {
      message: MEASURE_MESSAGES.targetRequired,
    }),
  );
export type CreateMeasureRequest = z.infer<typeof createMeasureRequest>;

/** PUT /px/measure/{id}: the editable fields, all of them. */
export const updateMeasureRequest = z.object(measureFields);
export type UpdateMeasureRequest = z.infer<typeof updateMeasureRequest>;

/** GET /px/measure: every measure of the client, or of one survey. */
export const listMeasuresQuery = z.object({ surveyId: z.optional(surveyId) });

/** `{surveyId}` of POST /px/evaluation/{surveyId}/report. */
export const evaluationReportPath = z.object({ surveyId });

export interface Measure {
  readonly id: string;
  readonly surveyId: string;
  readonly nodeId: string | null;
  readonly questionId: string | null;
  readonly targetName: string;
  readonly title: string;
  readonly description: string;
  readonly responsibleUserId: string;
  /** First and last name of the responsible member ('' when the member left the client). */
  readonly responsibleName: string;
  /** YYYY-MM-DD. */
  readonly dueDate: string;
  readonly status: MeasureStatus;
  /** The survey's round the measure was created in (1 until the survey is restarted). */
  readonly round: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Not done and past its due day, at the time of the answer. */
  readonly overdue: boolean;
  /**
   * A measure of a risk assessment that links the survey (GDA steps 4 and 5): shown in the plan,
   * changed only on the assessment's page. Null for the survey's own measures.
   */
  readonly riskAssessment: {
    readonly id: string;
    readonly title: string;
    readonly type: GdaMeasureType;
  } | null;
}

/** A member of the client that can be made responsible for a measure. */
export interface MeasureMember {
  readonly userId: string;
  readonly name: string;
}
