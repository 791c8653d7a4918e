import type { CreateSurveyRequest } from '@prozesspuls/shared';
import { SURVEY_MESSAGES, surveyQuestionIds } from '@prozesspuls/shared/px';
import { RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { offeredForManualSurvey } from '../questions-px/pxQuestions.js';
import type { PreparedSurvey } from './surveySchema.js';

/**
 * The schema as it may be stored, for every path that stores one (POST /px/survey, which also
 * copies, and POST /px/survey/resend): the rules of `prepareSurveySchema`, and a manual survey
 * (module NONE) asks only questions its client is offered. A question deleted after a
 * survey was stored stays in that survey, but no new schema may ask it.
 */
export async function storableSurveySchema(
  caller: Identity,
  request: CreateSurveyRequest,
): Promise<PreparedSurvey> {
  // The rules sanitise the start page's HTML with sanitize-html (~250 KB with its parser and
  // postcss): loaded on the requests that store a schema, not by every route of the survey area.
  const { prepareSurveySchema } = await import('./surveySchema.js');
  const prepared = prepareSurveySchema(request);
  if (
    request.module === 'NONE' &&
    !(await offeredForManualSurvey(caller, surveyQuestionIds(prepared.schema)))
  ) {
    throw new RuleViolation(SURVEY_MESSAGES.unavailableQuestion);
  }
  return prepared;
}
