import { effectiveThreshold } from '../survey/recipients.js';
import type { AnonymityNotice } from './anonymity.js';
import { type RandomIndex, shuffled } from './freeTextBatches.js';

/**
 * The answer records of custom analytics (one record per complete answer) are released in batches
 * like free texts (docs/px-anonymity.md): a record is shown only once at least the anonymity
 * threshold of unreleased records of its round exist; they are released together, in an order
 * drawn with a CSPRNG, and stay in that order. Reading before and after one more answer therefore
 * shows the same records, and two readings differ by at least the threshold of records, none of
 * which its position gives away.
 */

/** One stored answer record of a round. */
export interface StoredRecord {
  /** Opaque random id; never leaves the API. */
  readonly id: string;
  /** Question id → value (scale level, option, date; no free text). */
  readonly answers: Readonly<Record<string, unknown>>;
}

/** A released batch of records: its number (1, 2, …) and the ids in the order they are shown. */
export interface ReleasedRecordBatch {
  readonly batch: number;
  readonly answerIds: readonly string[];
}

/** The records of one round as stored: every record and the batches released so far. */
export interface RoundRecords {
  readonly round: number;
  readonly records: readonly StoredRecord[];
  readonly batches: readonly ReleasedRecordBatch[];
  /** Senders who were also recipients of the round: each raises its threshold by one. */
  readonly senderRecipients?: number;
}

/** The size a batch of the round must reach: the threshold, plus one per sender among its recipients. */
export function recordBatchSize(round: RoundRecords, threshold: number): number {
  return effectiveThreshold(threshold, round.senderRecipients ?? 0);
}

export interface PlannedRecordBatch extends ReleasedRecordBatch {
  readonly round: number;
}

/** The largest batch stored at once (its ids fit one item well below DynamoDB's 400 KB). */
export const RECORD_BATCH_MAX = 500;

/** The records of a round that no released batch holds yet. */
export function waitingRecords(round: RoundRecords): StoredRecord[] {
  const released = new Set(round.batches.flatMap((batch) => batch.answerIds));
  return round.records.filter((record) => !released.has(record.id));
}

/**
 * The next batch of a round, or null while fewer records wait than the threshold: every waiting
 * record (at most RECORD_BATCH_MAX, drawn at random) in an order drawn with `randomIndex`.
 */
export function nextRecordBatch(
  round: RoundRecords,
  threshold: number,
  randomIndex: RandomIndex,
): PlannedRecordBatch | null {
  const waiting = waitingRecords(round);
  if (waiting.length === 0 || waiting.length < recordBatchSize(round, threshold)) return null;
  const chosen = shuffled(waiting, randomIndex).slice(0, RECORD_BATCH_MAX);
  const batch = round.batches.reduce((last, released) => Math.max(last, released.batch), 0) + 1;
  return { round: round.round, batch, answerIds: chosen.map((record) => record.id) };
}

/** Why answers wait and how many more the next group needs. */
export interface RecordNotice extends AnonymityNotice {
  readonly missing: number;
}

export function recordsWithheldMessage(minimum: number, missing: number): string {
  const more = missing === 1 ? 'fehlt noch 1 Antwort' : `fehlen noch ${missing} Antworten`;
  return (
    `Neue Antworten werden zum Schutz der Anonymität erst gezeigt, wenn mindestens ${minimum} ` +
    `zusammenkommen. Bis zur nächsten Gruppe ${more}.`
  );
}

export interface ReleasedRecords {
  /** The released records, round by round, batch by batch, in each batch's stored order. */
  readonly items: readonly { readonly round: number; readonly answers: Readonly<Record<string, unknown>> }[];
  /** Set when records of a round wait for their batch: of the latest such round. */
  readonly hidden: RecordNotice | null;
}

/** What readers see of the records: released batches only; no id leaves the API. */
export function releasedRecords(rounds: readonly RoundRecords[], threshold: number): ReleasedRecords {
  const items: { round: number; answers: Readonly<Record<string, unknown>> }[] = [];
  let hidden: RecordNotice | null = null;
  for (const round of [...rounds].sort((a, b) => a.round - b.round)) {
    const byId = new Map(round.records.map((record) => [record.id, record.answers]));
    for (const batch of [...round.batches].sort((a, b) => a.batch - b.batch)) {
      for (const id of batch.answerIds) {
        const answers = byId.get(id);
        if (answers) items.push({ round: round.round, answers });
      }
    }
    const waiting = waitingRecords(round).length;
    const minimum = recordBatchSize(round, threshold);
    if (waiting > 0 && waiting < minimum) {
      const missing = minimum - waiting;
      hidden = { minimum, missing, msg: recordsWithheldMessage(minimum, missing) };
    }
  }
  return { items, hidden };
}
