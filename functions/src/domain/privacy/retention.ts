import { randomUUID } from 'node:crypto';
import {
  type RetentionKind,
  type RetentionLogEntry,
  type RetentionSettings,
  type RetentionSettingsRequest,
  roundsPastRetention,
} from '@prozesspuls/shared';
import {
  allClientIds,
  appendRetentionLog,
  deleteRoundFreeTexts,
  deleteRoundMailLog,
  readRetentionLog,
  readRetentionMonths,
  roundRetentionState,
  storeRetentionMonths,
  surveysOfClient,
} from '../../data/repositories/retention.js';
import { audit } from '../admin/audit.js';
import type { Identity } from '../identity.js';

/** The client's retention period (the route admits only ADMIN). */
export async function getRetentionSettings(caller: Identity): Promise<RetentionSettings> {
  return { months: await readRetentionMonths(caller.clientId) };
}

/** Saves the client's retention period; the next daily run applies it. */
export async function saveRetentionSettings(
  caller: Identity,
  request: RetentionSettingsRequest,
): Promise<RetentionSettings> {
  await storeRetentionMonths(caller.clientId, request.months, caller.userId);
  await audit(caller.clientId, caller.userId, 'retention.update', 'Aufbewahrungsfrist', {
    months: request.months,
  });
  return { months: request.months };
}

/** What the retention job deleted in the caller's client, newest first. */
export function retentionLog(caller: Identity): Promise<RetentionLogEntry[]> {
  return readRetentionLog(caller.clientId);
}

/**
 * One client's retention run: every survey round that ended more than the client's period ago
 * loses its free texts and its record of sent mails (each once; the round is marked). Each
 * deletion of at least one record is logged with kind, count and survey round. Only this client's
 * partition is read and written: the client id comes from the schedule, never from a request.
 */
export async function runRetention(clientId: number, now: number): Promise<RetentionLogEntry[]> {
  const months = await readRetentionMonths(clientId);
  const logged: RetentionLogEntry[] = [];
  const ranAt = new Date(now).toISOString();
  const log = async (
    kind: RetentionKind,
    count: number,
    survey: { surveyId: string; title: string },
    round: number,
  ) => {
    if (count === 0) return;
    // The id starts with the run's time, so the log sorts by it; the rest keeps two entries apart.
    const entry = {
      id: `${ranAt}#${randomUUID()}`,
      ranAt,
      kind,
      count,
      surveyId: survey.surveyId,
      surveyTitle: survey.title,
      round,
      months,
    };
    await appendRetentionLog(clientId, entry);
    logged.push(entry);
  };
  for (const survey of await surveysOfClient(clientId)) {
    for (const round of roundsPastRetention(survey, months, now)) {
      const key = { clientId, surveyId: survey.surveyId, round };
      const state = await roundRetentionState(key);
      if (!state.freeTextsDeleted)
        await log('FREE_TEXTS', await deleteRoundFreeTexts(key, now), survey, round);
      if (!state.mailLogDeleted) await log('MAIL_LOG', await deleteRoundMailLog(key, now), survey, round);
    }
  }
  return logged;
}

/**
 * The daily scheduled run over every client. A client that fails is reported and the others
 * still run; the job fails at the end so the scheduler's retry and the alarms see it.
 */
export async function runRetentionForAllClients(now: number): Promise<{ clients: number; deleted: number }> {
  let deleted = 0;
  const failures: unknown[] = [];
  const clientIds = await allClientIds();
  for (const clientId of clientIds) {
    try {
      deleted += (await runRetention(clientId, now)).reduce((sum, entry) => sum + entry.count, 0);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `Aufbewahrungslauf: ${failures.length} Mandanten fehlgeschlagen`);
  return { clients: clientIds.length, deleted };
}
