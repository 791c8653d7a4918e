import { readAnonymitySettings } from '../../data/repositories/anonymitySettings.js';
import { listEvaluationPoints } from '../../data/repositories/evaluationPoints.js';

/** What the threshold of a survey's evaluation may depend on (the survey item). */
export interface ThresholdSurvey {
  readonly surveyId: string;
}

/** The anonymity threshold that applies to one survey's evaluation. */
export type SurveyThreshold = (survey: ThresholdSurvey) => number;

/**
 * The one place every evaluation read and every new point asks for the anonymity threshold of a
 * survey: the client's setting is read once, then judged per survey. A rule that needs more for
 * some surveys (for example one more answer when the sender is a recipient) belongs here.
 */
export async function surveyThresholds(clientId: number): Promise<SurveyThreshold> {
  const settings = await readAnonymitySettings(clientId);
  return () => settings.anonymityThreshold;
}

/** The survey item fields that say which round's answers the last point holds. */
export interface PublishedFacts {
  readonly surveyId: string;
  readonly evaluationTimestampCount: number;
  readonly publishedRound?: number | undefined;
  readonly publishedAnswers?: number | undefined;
}

/**
 * Complete answers of `round` in its last evaluation point, or null when the round has none.
 * Points stored before rounds were published carry no publishedRound on the survey: their points are read.
 */
export async function publishedAnswersOfRound(
  clientId: number,
  survey: PublishedFacts,
  round: number,
): Promise<number | null> {
  if (survey.publishedRound !== undefined) {
    return survey.publishedRound === round ? (survey.publishedAnswers ?? null) : null;
  }
  if (survey.evaluationTimestampCount === 0) return null;
  const ofRound = (await listEvaluationPoints(clientId, survey.surveyId)).filter(
    (stored) => stored.point.round === round,
  );
  if (ofRound.length === 0) return null;
  return Math.max(...ofRound.map((stored) => stored.point.numberCompleteAnswered));
}
