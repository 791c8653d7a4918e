import type { Measure } from '@prozesspuls/shared';
import { isMeasureOverdue, isMeasureStatus, type MeasureStatus } from '@prozesspuls/shared/px';
import { getDb } from '../../data/db.js';

export type MeasureRecord = NonNullable<Awaited<ReturnType<typeof loadMeasure>>>;

export async function loadMeasure(clientId: number, measureId: string) {
  const { data } = await getDb().entities.measure.get({ clientId, measureId }).go();
  return data;
}

export const statusOf = (record: { readonly status: string }): MeasureStatus =>
  isMeasureStatus(record.status) ? record.status : 'offen';

/** First and last name of each user (one batch read). */
export async function userNames(userIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const { data } = await getDb()
    .entities.user.get(unique.map((userId) => ({ userId })))
    .go();
  return new Map(data.map((u) => [u.userId, `${u.firstName} ${u.lastName}`.trim()]));
}

export function toMeasure(record: MeasureRecord, names: ReadonlyMap<string, string>, now: number): Measure {
  const status = statusOf(record);
  return {
    id: record.measureId,
    surveyId: record.surveyId,
    nodeId: record.nodeId ?? null,
    questionId: record.questionId ?? null,
    targetName: record.targetName,
    title: record.title,
    description: record.description,
    responsibleUserId: record.responsibleUserId,
    responsibleName: names.get(record.responsibleUserId) ?? '',
    dueDate: record.dueDate,
    status,
    round: record.round,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    overdue: isMeasureOverdue({ status, dueDate: record.dueDate }, now),
  };
}

/** Every measure of one survey of a client (one Query of the survey index). */
export async function measuresOfSurvey(clientId: number, surveyId: string): Promise<MeasureRecord[]> {
  const { data } = await getDb().entities.measure.query.bySurvey({ clientId, surveyId }).go({ pages: 'all' });
  return data;
}

/** Every measure of a client (one Query of the tenant partition by its prefix). */
export async function measuresOfClient(clientId: number): Promise<MeasureRecord[]> {
  const { data } = await getDb().entities.measure.query.byClient({ clientId }).go({ pages: 'all' });
  return data;
}
