import type { Measure } from '@prozesspuls/shared';
import { isMeasureOverdue, isMeasureStatus, type MeasureStatus } from '@prozesspuls/shared/px';
import {
  loadMeasure,
  type MeasureRecord,
  measuresOfClient,
  measuresOfSurvey,
} from '../../data/repositories/measures.js';
import { loadUsers } from '../../data/repositories/userAccounts.js';

export { loadMeasure, type MeasureRecord, measuresOfClient, measuresOfSurvey };

export const statusOf = (record: { readonly status: string }): MeasureStatus =>
  isMeasureStatus(record.status) ? record.status : 'offen';

/** First and last name of each user (one batch read). */
export async function userNames(userIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const data = await loadUsers(unique);
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
    riskAssessment: null,
  };
}
