/**
 * Contracts of the survey lifecycle routes: POST /px/survey/finish, POST
 * /px/survey/resend, POST /px/evaluation/timestamp, POST /px/evaluation/process/timestamp and
 * GET /px/evaluation/process/{uuid}/timestamp.
 */
import * as z from 'zod/mini';
import type { RedactedEvaluationPoint } from '../../px/evaluation/anonymity.js';
import type { ElementEvaluation } from '../../px/evaluation/elementScores.js';
import type { SurveyJob } from '../../px/survey/lifecycle.js';
import type { SurveyState } from '../../px/survey/messages.js';
import { createSurveyRequest } from './surveys.js';

const surveyId = z.string().check(z.minLength(1), z.maxLength(64));

/** POST /px/survey/finish: finish one survey in state ANSWERED. */
export const finishSurveyRequest = z.object({ surveyId });
export type FinishSurveyRequest = z.infer<typeof finishSurveyRequest>;

/** POST /px/evaluation/timestamp: create an evaluation point of the survey's current round. */
export const evaluationPointRequest = z.object({ surveyId });
export type EvaluationPointRequest = z.infer<typeof evaluationPointRequest>;

/**
 * POST /px/evaluation/process/timestamp: an evaluation point of a process survey, named by the
 * survey or by its model (`uuid`: the newest process survey of that model).
 */
export const processEvaluationPointRequest = z
  .object({ surveyId: z.optional(surveyId), uuid: z.optional(z.string().check(z.uuid())) })
  .check(
    z.refine((body) => body.surveyId !== undefined || body.uuid !== undefined, {
      message: 'surveyId oder uuid ist erforderlich',
    }),
  );
export type ProcessEvaluationPointRequest = z.infer<typeof processEvaluationPointRequest>;

/**
 * POST /px/survey/resend ('Umfrage erneut starten'): opens the next round of the
 * survey; the regenerated schema and a new deadline may be saved with it (the title stays).
 */
export const resendSurveyRequest = z.object({
  surveyId,
  title: z.optional(createSurveyRequest.shape.title),
  surveySchema: z.optional(createSurveyRequest.shape.surveySchema),
  deadlineDate: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
});
export type ResendSurveyRequest = z.infer<typeof resendSurveyRequest>;

/** GET /px/evaluation/process/{uuid}/timestamp */
export const processEvaluationPath = z.object({ uuid: z.string().check(z.uuid()) });

/** A lifecycle job was started (finish or evaluation point); the UI polls the survey until it ends. */
export interface SurveyJobStarted {
  readonly surveyId: string;
  readonly job: SurveyJob;
  /** The id of the evaluation point the job creates (GET /px/evaluation/timestamp/{id}/...). */
  readonly timestampId: string;
  readonly round: number;
}

/** POST /px/survey/resend: the new round is open; the survey waits to be sent again. */
export interface SurveyRoundOpened {
  readonly surveyId: string;
  readonly round: number;
  readonly state: SurveyState;
  readonly deadlineDate: number | null;
  readonly evaluationTimestampCount: number;
  /** The job that stores the point of the closed round, when that round had none yet. */
  readonly closingJob: SurveyJobStarted | null;
}

/** One evaluation point of a process survey (GET /px/evaluation/process/{uuid}/timestamp). */
export interface ProcessEvaluationPoint {
  readonly timestampId: string;
  readonly surveyId: string;
  /** Redacted below the client's anonymity threshold (nothing hidden leaves the API). */
  readonly point: RedactedEvaluationPoint;
  /** The score of each element the survey asks about (shared `elementEvaluations`), redacted alike. */
  readonly elements: readonly ElementEvaluation[];
}
