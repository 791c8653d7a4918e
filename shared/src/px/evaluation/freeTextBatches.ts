import { effectiveThreshold } from '../survey/recipients.js';
import type { AnonymityNotice } from './anonymity.js';

/**
 * Free-text answers are released in batches (docs/px-anonymity.md): a submit's texts
 * are stored unreleased; once at least the free-text threshold of unreleased texts of a round
 * exist, they are released together as one batch in an order drawn with a CSPRNG. Readers see
 * only released batches, so reading before and after one submission shows the same texts, and
 * a new batch mixes at least threshold submissions, none of which its position gives away.
 */

/** One stored free-text item of a round: the texts of one submit (one respondent per round). */
export interface StoredFreeText {
  /** Opaque random id; never leaves the API. */
  readonly id: string;
  /** Question name → text. */
  readonly texts: Readonly<Record<string, string>>;
  /** The free-text threshold in force when the texts were written (null for older items). */
  readonly threshold: number | null;
}

/**
 * A released batch of a round: its number (1, 2, …), the ids of its texts and, per question name,
 * the ids of the texts answering it in the order they are shown. Each question has an order of
 * its own, so the k-th texts of two questions are not the two texts of one respondent.
 */
export interface ReleasedBatch {
  readonly batch: number;
  readonly textIds: readonly string[];
  readonly orders: Readonly<Record<string, readonly string[]>>;
}

/** The free texts of one survey round as stored: all texts and the batches released so far. */
export interface RoundFreeTexts {
  readonly round: number;
  readonly texts: readonly StoredFreeText[];
  readonly batches: readonly ReleasedBatch[];
  /** Senders who were also recipients of the round: each raises its batch size by one. */
  readonly senderRecipients?: number;
}

/** A batch to store: its number, its texts' ids and a random order per question (ReleasedBatch). */
export interface PlannedBatch extends ReleasedBatch {
  readonly round: number;
}

/** Why free texts are withheld and how many more answers with free text the next batch needs. */
export interface FreeTextNotice extends AnonymityNotice {
  readonly missing: number;
}

/**
 * The largest batch stored at once (its ids, once per question, fit one item well below DynamoDB's
 * 400 KB); above the free-text threshold's maximum (100), so every batch reaches the threshold.
 */
export const FREE_TEXT_BATCH_MAX = 200;

/** A uniform random integer in [0, bound): in production crypto.randomInt (a CSPRNG). */
export type RandomIndex = (bound: number) => number;

/** Fisher–Yates shuffle: every order equally likely when `randomIndex` is uniform. */
export function shuffled<T>(items: readonly T[], randomIndex: RandomIndex): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

function releasedIds(round: RoundFreeTexts): Set<string> {
  return new Set(round.batches.flatMap((batch) => batch.textIds));
}

/** The texts of a round not in any released batch. */
export function waitingTexts(round: RoundFreeTexts): StoredFreeText[] {
  const released = releasedIds(round);
  return round.texts.filter((text) => !released.has(text.id));
}

/**
 * The size the next batch must reach: the current threshold or, when higher, the threshold in
 * force when any waiting text was written (a lowered threshold never releases a smaller batch).
 */
export function requiredBatchSize(
  currentThreshold: number,
  waiting: readonly StoredFreeText[],
  senderRecipients = 0,
): number {
  const threshold = waiting.reduce(
    (required, text) => Math.max(required, text.threshold ?? 0),
    currentThreshold,
  );
  return effectiveThreshold(threshold, senderRecipients);
}

const isBlank = (text: string | undefined) => text === undefined || text.trim() === '';

/**
 * The next batch of a round, or null while fewer texts wait than the batch must hold. It takes
 * every waiting text (at most FREE_TEXT_BATCH_MAX, drawn at random) and gives each question's
 * texts an order of its own, drawn with `randomIndex`; blank texts are left out of the orders.
 */
export function nextBatch(
  round: RoundFreeTexts,
  currentThreshold: number,
  randomIndex: RandomIndex,
): PlannedBatch | null {
  const waiting = waitingTexts(round);
  if (
    waiting.length === 0 ||
    waiting.length < requiredBatchSize(currentThreshold, waiting, round.senderRecipients)
  )
    return null;
  const chosen = shuffled(waiting, randomIndex).slice(0, FREE_TEXT_BATCH_MAX);
  const names = [...new Set(chosen.flatMap((text) => Object.keys(text.texts)))].sort();
  const orders: Record<string, string[]> = {};
  for (const name of names) {
    const answering = chosen.filter((text) => !isBlank(text.texts[name])).map((text) => text.id);
    if (answering.length > 0) orders[name] = shuffled(answering, randomIndex);
  }
  const batch = round.batches.reduce((last, released) => Math.max(last, released.batch), 0) + 1;
  return { round: round.round, batch, textIds: chosen.map((text) => text.id), orders };
}

export function freeTextWithheldMessage(minimum: number, missing: number): string {
  const more = missing === 1 ? 'fehlt noch 1 Antwort' : `fehlen noch ${missing} Antworten`;
  return (
    `Freitextantworten werden zum Schutz der Anonymität nur in Gruppen von mindestens ${minimum} ` +
    `und in zufälliger Reihenfolge gezeigt. Bis zur nächsten Gruppe ${more} mit Freitext.`
  );
}

/** The notice for a round whose waiting texts do not fill a batch yet, or null when none wait. */
export function freeTextNotice(round: RoundFreeTexts, currentThreshold: number): FreeTextNotice | null {
  const waiting = waitingTexts(round);
  if (waiting.length === 0) return null;
  const minimum = requiredBatchSize(currentThreshold, waiting, round.senderRecipients);
  const missing = Math.max(minimum - waiting.length, 0);
  if (missing === 0) return null;
  return { minimum, missing, msg: freeTextWithheldMessage(minimum, missing) };
}

export interface ReleasedFreeTexts {
  /** Per question name (sorted): the released texts, batch by batch, in the question's order. */
  readonly freeText: readonly { readonly name: string; readonly answers: readonly string[] }[];
  /** Set when texts wait for their batch: of the latest such round. */
  readonly freeTextHidden: FreeTextNotice | null;
}

const collator = new Intl.Collator('de');

/**
 * What readers see of the free texts: only released batches, rounds in order, each question of a
 * batch in its own stored random order; blank texts dropped. No id, round, day or position of a
 * submit is returned.
 */
export function releasedFreeTexts(
  rounds: readonly RoundFreeTexts[],
  currentThreshold: number,
): ReleasedFreeTexts {
  const byName = new Map<string, string[]>();
  let freeTextHidden: FreeTextNotice | null = null;
  for (const round of [...rounds].sort((a, b) => a.round - b.round)) {
    const textsById = new Map(round.texts.map((text) => [text.id, text.texts]));
    for (const batch of [...round.batches].sort((a, b) => a.batch - b.batch)) {
      for (const [name, ids] of Object.entries(batch.orders)) {
        const list = byName.get(name) ?? [];
        for (const id of ids) {
          const text = textsById.get(id)?.[name];
          if (text !== undefined && !isBlank(text)) list.push(text);
        }
        if (list.length > 0) byName.set(name, list);
      }
    }
    freeTextHidden = freeTextNotice(round, currentThreshold) ?? freeTextHidden;
  }
  const freeText = [...byName.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([name, answers]) => ({ name, answers }));
  return { freeText, freeTextHidden };
}
