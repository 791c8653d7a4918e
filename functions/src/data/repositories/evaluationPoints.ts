import type { EvaluationPoint, PointSubgroups } from '@prozesspuls/shared/px';
import { getDb } from '../db.js';
import { allOf } from './reads.js';

/** One stored evaluation point with the keys it is found by. */
export interface StoredEvaluationPoint {
  readonly clientId: number;
  readonly surveyId: string;
  readonly timestampId: string;
  /** The survey's module code. */
  readonly module: string;
  readonly point: EvaluationPoint;
  /** The anonymity threshold in force when it was made; absent on points made before it was stored with them. */
  readonly threshold?: number | undefined;
  /** The answers of each personal-question option, counted with the point; absent on older points. */
  readonly subgroups?: PointSubgroups | undefined;
}

type PointItem = {
  clientId: number;
  surveyId: string;
  timestampId: string;
  module: string;
  point: string;
  anonymityThreshold?: number | undefined;
  subgroups?: string | undefined;
};

const toStored = (item: PointItem): StoredEvaluationPoint => ({
  clientId: item.clientId,
  surveyId: item.surveyId,
  timestampId: item.timestampId,
  module: item.module,
  point: JSON.parse(item.point) as EvaluationPoint,
  ...(item.anonymityThreshold === undefined ? {} : { threshold: item.anonymityThreshold }),
  ...(item.subgroups === undefined ? {} : { subgroups: JSON.parse(item.subgroups) as PointSubgroups }),
});

/**
 * Stores a point once: the write is conditional on its `timestampId` being new, and in the same
 * transaction the survey's evaluationTimestampCount goes up by one and its publishedRound /
 * publishedAnswers name this point's round and complete answers (only while the survey exists).
 * A retried task with the same timestampId finds its point and writes nothing: answers 'existing'
 * (or 'surveyGone' when the survey was deleted meanwhile).
 */
export async function putEvaluationPoint(
  stored: StoredEvaluationPoint,
): Promise<'created' | 'existing' | 'surveyGone'> {
  const { clientId, surveyId, timestampId, module, point, threshold, subgroups } = stored;
  const result = await getDb()
    .transaction.write(({ evaluationPoint, survey }) => [
      evaluationPoint
        .create({
          clientId,
          surveyId,
          timestampId,
          module,
          round: point.round,
          timestamp: point.timestamp,
          point: JSON.stringify(point),
          ...(threshold === undefined ? {} : { anonymityThreshold: threshold }),
          ...(subgroups === undefined ? {} : { subgroups: JSON.stringify(subgroups) }),
        })
        .commit(),
      survey
        .patch({ clientId, surveyId })
        .add({ evaluationTimestampCount: 1 })
        .set({ publishedRound: point.round, publishedAnswers: point.numberCompleteAnswered })
        .commit(),
    ])
    .go();
  if (!result.canceled) return 'created';
  const existing = await getEvaluationPoint(clientId, timestampId);
  if (existing) {
    if (existing.surveyId !== surveyId || existing.point.round !== point.round) {
      throw new Error(`evaluation point ${timestampId} belongs to another survey round`);
    }
    return 'existing';
  }
  return 'surveyGone';
}

/** One point of the client by its timestamp id, or null (another client's id finds nothing). */
export async function getEvaluationPoint(
  clientId: number,
  timestampId: string,
): Promise<StoredEvaluationPoint | null> {
  const { data } = await getDb().entities.evaluationPoint.get({ clientId, timestampId }).go();
  return data ? toStored(data) : null;
}

/** The points of one survey, ordered by round, then time (one Query on gsi1). */
export async function listEvaluationPoints(
  clientId: number,
  surveyId: string,
): Promise<StoredEvaluationPoint[]> {
  const data = await allOf(getDb().entities.evaluationPoint.query.bySurvey({ clientId, surveyId }));
  return data.map(toStored);
}

/** The latest point of a survey, or null (the previous point a new one is compared with). */
export async function latestEvaluationPointOfSurvey(
  clientId: number,
  surveyId: string,
): Promise<StoredEvaluationPoint | null> {
  const { data } = await getDb()
    .entities.evaluationPoint.query.bySurvey({ clientId, surveyId })
    .go({ order: 'desc', limit: 1 });
  const [item] = data;
  return item ? toStored(item) : null;
}

/** The newest `limit` points of a module across the client's surveys, newest first (gsi2, no scan). */
export async function latestEvaluationPointsOfModule(
  clientId: number,
  module: string,
  limit = 1,
): Promise<StoredEvaluationPoint[]> {
  const { data } = await getDb()
    .entities.evaluationPoint.query.byModule({ clientId, module })
    .go({ order: 'desc', limit });
  return data.map(toStored);
}

/** Removes every point of a survey (DELETE /px/survey/{id}); idempotent. */
export async function deleteEvaluationPointsOfSurvey(clientId: number, surveyId: string): Promise<void> {
  const points = await listEvaluationPoints(clientId, surveyId);
  if (points.length === 0) return;
  await getDb()
    .entities.evaluationPoint.delete(points.map(({ timestampId }) => ({ clientId, timestampId })))
    .go();
}
