/**
 * GET /px/survey/bpmn/{uuid} (area px-model): the process surveys (Module_Four) of one model, for
 * the modeller's PX overview panel.
 */
import * as z from 'zod/mini';
import type { SurveyInfo } from './surveys.js';

/** `{uuid}` of GET /px/survey/bpmn/{uuid}. */
export const modelSurveysPath = z.object({ uuid: z.string().check(z.uuid()) });

/** One process survey of a model, newest first. */
export interface ModelProcessSurvey {
  readonly id: string;
  readonly title: string;
  readonly createdDate: string;
  readonly deadlineDate: number | null;
  /** The model version the survey was generated from (history commit hash); null when not recorded. */
  readonly commitHash: string | null;
  readonly info: SurveyInfo;
}
