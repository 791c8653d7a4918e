import type { SurveyRoundsFacts } from '@prozesspuls/shared';
import { RETENTION_MONTHS_DEFAULT, type RetentionKind, type RetentionLogEntry } from '@prozesspuls/shared';
import { getDb } from '../db.js';
import { allOf } from './reads.js';
import { loadClientSurveys } from './surveyRecords.js';

/**
 * Storage of the retention of survey free texts and mail records (DSGVO): the tenant's period, the
 * deletion log, and the deletions themselves. Every read is a Query on the tenant's partition
 * (or the client list's index for the scheduled job), never a scan.
 */

/** The client's retention period in months, or the default when none was saved. */
export async function readRetentionMonths(clientId: number): Promise<number> {
  const { data } = await getDb().entities.retentionSettings.get({ clientId }).go();
  return data?.months ?? RETENTION_MONTHS_DEFAULT;
}

export async function storeRetentionMonths(
  clientId: number,
  months: number,
  updatedBy: string,
): Promise<void> {
  await getDb().entities.retentionSettings.put({ clientId, months, updatedBy }).go();
}

/** The client's deletion log, newest first. */
export async function readRetentionLog(clientId: number): Promise<RetentionLogEntry[]> {
  const data = await allOf(getDb().entities.retentionLog.query.byClient({ clientId }));
  return data
    .map((item) => ({
      id: item.entryId,
      ranAt: item.ranAt,
      kind: item.kind as RetentionKind,
      count: item.count,
      surveyId: item.surveyId,
      surveyTitle: item.surveyTitle,
      round: item.round,
      months: item.months,
    }))
    .sort((a, b) => b.id.localeCompare(a.id));
}

export async function appendRetentionLog(clientId: number, entry: RetentionLogEntry): Promise<void> {
  await getDb()
    .entities.retentionLog.create({
      clientId,
      entryId: entry.id,
      kind: entry.kind,
      count: entry.count,
      surveyId: entry.surveyId,
      surveyTitle: entry.surveyTitle,
      round: entry.round,
      months: entry.months,
      ranAt: entry.ranAt,
    })
    .go();
}

/** Every client of the platform (the scheduled job pages through the client list's index). */
export async function allClientIds(): Promise<number[]> {
  const data = await allOf(getDb().entities.client.query.all({}));
  return data.map((c) => c.clientId);
}

export interface SurveyRetentionFacts extends SurveyRoundsFacts {
  readonly surveyId: string;
  readonly title: string;
}

/** The client's surveys with what dates their rounds' ends (shared roundEnds). */
export async function surveysOfClient(clientId: number): Promise<SurveyRetentionFacts[]> {
  const db = getDb();
  const surveys = await loadClientSurveys(clientId);
  return Promise.all(
    surveys.map(async (survey) => {
      const { data: points } = await db.entities.evaluationPoint.query
        .bySurvey({ clientId, surveyId: survey.surveyId })
        .go({ pages: 'all', attributes: ['round', 'timestamp'] });
      return {
        surveyId: survey.surveyId,
        title: survey.title,
        round: survey.round ?? 1,
        finishedDate: survey.finishedDate,
        deadlineDate: survey.deadlineDate,
        points: points.map((p) => ({ round: p.round, timestamp: p.timestamp })),
      };
    }),
  );
}

export interface RoundRetentionState {
  readonly freeTextsDeleted: boolean;
  readonly mailLogDeleted: boolean;
}

/** One round of a client's survey. */
export interface SurveyRoundKey {
  readonly clientId: number;
  readonly surveyId: string;
  readonly round: number;
}

/** Whether the job already deleted the round's free texts and its mail records. */
export async function roundRetentionState(key: SurveyRoundKey): Promise<RoundRetentionState> {
  const { data } = await getDb().entities.surveyRoundCounters.get(key).go();
  return {
    freeTextsDeleted: data?.freeTextsDeletedAt !== undefined,
    mailLogDeleted: data?.mailLogDeletedAt !== undefined,
  };
}

/** The rounds of a survey whose free texts the job deleted. */
export async function roundsWithDeletedFreeTexts(clientId: number, surveyId: string): Promise<number[]> {
  const data = await allOf(getDb().entities.surveyRoundCounters.query.byClient({ clientId, surveyId }));
  return data.filter((c) => c.freeTextsDeletedAt !== undefined).map((c) => c.round);
}

/** Deletes in batches of 25; keys the table did not process are sent again until it took them all. */
async function deleteInChunks<T extends object>(
  items: readonly T[],
  remove: (chunk: T[]) => Promise<{ unprocessed: readonly unknown[] }>,
): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let chunk = items.slice(i, i + 25);
    while (chunk.length > 0) {
      const { unprocessed } = await remove(chunk);
      chunk = unprocessed as T[];
    }
  }
}

/**
 * Deletes a round's free texts, their released batches and the saved drafts (a draft holds
 * typed free text too), then marks the round. Answers how many free-text submissions were deleted.
 */
export async function deleteRoundFreeTexts(key: SurveyRoundKey, now: number): Promise<number> {
  const { entities } = getDb();
  const [texts, batches, drafts] = await Promise.all([
    allOf(entities.surveyFreeText.query.byClient(key)),
    allOf(entities.surveyFreeTextBatch.query.byClient(key)),
    allOf(entities.participationDraft.query.byClient(key)),
  ]);
  await deleteInChunks(texts, (chunk) => entities.surveyFreeText.delete(chunk).go());
  await deleteInChunks(batches, (chunk) => entities.surveyFreeTextBatch.delete(chunk).go());
  await deleteInChunks(drafts, (chunk) => entities.participationDraft.delete(chunk).go());
  await entities.surveyRoundCounters.upsert({ ...key, freeTextsDeletedAt: now }).go();
  return texts.length;
}

/**
 * Deletes a round's record of sent mails: the recipient records (address, status), their links
 * and the members' pointers, then marks the round. The round's counters (how many were sent to,
 * how many answered) stay for the evaluation. Answers how many recipient records were deleted.
 */
export async function deleteRoundMailLog(key: SurveyRoundKey, now: number): Promise<number> {
  const { entities } = getDb();
  const recipients = await allOf(entities.participationRecipient.query.byClient(key));
  const links = recipients.flatMap((r) => (r.tokenHashes ?? []).map((tokenHash) => ({ tokenHash })));
  const pointers = recipients.flatMap((r) => (r.userId ? [{ ...key, userId: r.userId }] : []));
  await deleteInChunks(links, (chunk) => entities.participationLink.delete(chunk).go());
  await deleteInChunks(pointers, (chunk) => entities.memberSurvey.delete(chunk).go());
  await deleteInChunks(recipients, (chunk) => entities.participationRecipient.delete(chunk).go());
  await entities.surveyRoundCounters.upsert({ ...key, mailLogDeletedAt: now }).go();
  return recipients.length;
}
