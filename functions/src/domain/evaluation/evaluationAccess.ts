import { SURVEY_MESSAGES } from '@prozesspuls/shared/px';
import { loadSurvey } from '../../data/repositories/surveyRecords.js';
import { NotFound } from '../errors.js';
import type { Identity } from '../identity.js';
import { recordEvaluationAccess } from '../worksCouncil/worksCouncil.js';

type SurveyRecord = NonNullable<Awaited<ReturnType<typeof loadSurvey>>>;

/**
 * The one gate of every read of a survey's detailed evaluation (scores, statistics, module and
 * process evaluations, custom analytics and free texts, exports, the PDF): the read is noted in
 * the client's access log, which the works council and the administrators see.
 * Noted only after the survey was found in the caller's client, so the log names only what
 * exists there and a foreign id leaves no trace in either client.
 */
export async function noteEvaluationRead(
  caller: Identity,
  survey: Pick<SurveyRecord, 'surveyId' | 'title'>,
): Promise<void> {
  await recordEvaluationAccess(caller, 'SURVEY_EVALUATION', survey.surveyId, survey.title);
}

/** The survey of the caller's client whose evaluation is read (NotFound otherwise), its read noted. */
export async function evaluatedSurvey(caller: Identity, surveyId: string): Promise<SurveyRecord> {
  const survey = await loadSurvey(caller.clientId, surveyId);
  if (!survey) throw new NotFound(SURVEY_MESSAGES.notFound);
  await noteEvaluationRead(caller, survey);
  return survey;
}
