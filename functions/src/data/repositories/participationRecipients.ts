import type { ParticipationStatus } from '@prozesspuls/shared/px';
import { isConditionFailure } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { allOf } from './reads.js';

export interface NewRecipient {
  readonly clientId: number;
  readonly surveyId: string;
  readonly round: number;
  readonly recipientKey: string;
  readonly email: string;
  /** Set for members of the client (home page card); removed when they answer. */
  readonly userId?: string;
  readonly tokenHash: string;
  /** DynamoDB TTL (epoch s) of the link: the survey's end. */
  readonly ttl: number;
}

/**
 * Creates a recipient of a round with its first link in one transaction, under the condition that
 * the recipient has none yet (never two links for one person in a round). False when it had.
 */
export async function createRecipient(recipient: NewRecipient): Promise<boolean> {
  const { clientId, surveyId, round, recipientKey, email, userId, tokenHash, ttl } = recipient;
  try {
    const result = await getDb()
      .transaction.write(({ participationRecipient, participationLink, memberSurvey }) => [
        participationRecipient
          .create({
            clientId,
            surveyId,
            round,
            recipientKey,
            email,
            ...(userId ? { userId } : {}),
            status: 'NOT_ANSWERED',
            tokenHashes: [tokenHash],
          })
          .commit(),
        participationLink.create({ tokenHash, clientId, surveyId, round, recipientKey, ttl }).commit(),
        ...(userId ? [memberSurvey.put({ clientId, userId, surveyId, round, recipientKey }).commit()] : []),
      ])
      .go();
    // ElectroDB answers a cancelled transaction (a failed condition) instead of throwing.
    return !result.canceled;
  } catch (error) {
    if (isConditionFailure(error) || isCancelled(error)) return false;
    throw error;
  }
}

const isCancelled = (error: unknown) =>
  error instanceof Error && /TransactionCanceled|transaction.*cancel/i.test(`${error.name} ${error.message}`);

/**
 * Takes back a recipient whose invitation mail could not be sent (its link, its member pointer),
 * so the next sending creates it anew with a link that does get mailed.
 */
export async function removeUnmailedRecipient(recipient: {
  clientId: number;
  surveyId: string;
  round: number;
  recipientKey: string;
  tokenHash: string;
  userId?: string;
}): Promise<void> {
  const { clientId, surveyId, round, recipientKey, tokenHash, userId } = recipient;
  await getDb()
    .transaction.write(({ participationRecipient, participationLink, memberSurvey }) => [
      participationRecipient.delete({ clientId, surveyId, round, recipientKey }).commit(),
      participationLink.delete({ tokenHash }).commit(),
      ...(userId ? [memberSurvey.delete({ clientId, userId, surveyId, round }).commit()] : []),
    ])
    .go();
}

export interface RecipientRecord {
  readonly recipientKey: string;
  readonly email: string;
  readonly userId: string | null;
  readonly status: ParticipationStatus;
  readonly tokenHashes: readonly string[];
}

export async function getRecipient(
  clientId: number,
  surveyId: string,
  round: number,
  recipientKey: string,
): Promise<RecipientRecord | null> {
  const { data } = await getDb()
    .entities.participationRecipient.get({ clientId, surveyId, round, recipientKey })
    .go({ consistent: true });
  return data ? toRecord(data) : null;
}

function toRecord(item: {
  recipientKey: string;
  email: string;
  userId?: string | undefined;
  status: ParticipationStatus;
  tokenHashes?: string[] | undefined;
}): RecipientRecord {
  return {
    recipientKey: item.recipientKey,
    email: item.email,
    userId: item.userId ?? null,
    status: item.status,
    tokenHashes: item.tokenHashes ?? [],
  };
}

/** Every recipient of a round (one partition query by key prefix). */
export async function listRecipients(
  clientId: number,
  surveyId: string,
  round: number,
): Promise<RecipientRecord[]> {
  const data = await allOf(
    getDb().entities.participationRecipient.query.byClient({ clientId, surveyId, round }),
  );
  return data.map(toRecord);
}

/**
 * The member's pointers to the rounds of the client's surveys sent to him (one partition query;
 * a pointer goes when the member answers).
 */
export async function memberSurveyPointers(clientId: number, userId: string) {
  return allOf(getDb().entities.memberSurvey.query.byClient({ clientId, userId }));
}

/** The recipients of a round who have not answered completely (for the reminder mail). */
export async function listOpenRecipients(
  clientId: number,
  surveyId: string,
  round: number,
): Promise<RecipientRecord[]> {
  // An erased person's record has no address left (Art. 17 DSGVO): nobody to remind.
  return (await listRecipients(clientId, surveyId, round)).filter(
    (r) => r.status !== 'ANSWERED' && r.email !== '',
  );
}

type RecipientId = { clientId: number; surveyId: string; round: number; recipientKey: string };

/**
 * Replaces a recipient's links by one new link (the reminder mail carries it: only hashes are
 * stored, so the old token cannot be mailed again). The draft stays. Conditioned on the recipient
 * still not having answered; false when it has meanwhile.
 */
export function replaceRecipientLinks(
  recipient: RecipientId,
  oldHashes: readonly string[],
  newHash: string,
  ttl: number,
): Promise<boolean> {
  return giveRecipientLink(recipient, { newHash, ttl, replacing: oldHashes });
}

/** Adds one more valid link to a recipient (a member opening the survey from the home page). */
export function addRecipientLink(recipient: RecipientId, newHash: string, ttl: number): Promise<boolean> {
  return giveRecipientLink(recipient, { newHash, ttl, replacing: null });
}

/**
 * One transaction: the link item of `newHash` is created and the recipient, if it has not
 * answered, holds the hash, instead of the `replacing` ones (whose link items go) or besides its
 * others when `replacing` is null. False when the recipient has answered meanwhile.
 */
async function giveRecipientLink(
  recipient: RecipientId,
  link: { newHash: string; ttl: number; replacing: readonly string[] | null },
): Promise<boolean> {
  const { clientId, surveyId, round, recipientKey } = recipient;
  const { newHash, ttl, replacing } = link;
  const hashes = { tokenHashes: [newHash] };
  try {
    const result = await getDb()
      .transaction.write(({ participationRecipient, participationLink }) => {
        const holder = participationRecipient.patch({ clientId, surveyId, round, recipientKey });
        return [
          (replacing ? holder.set(hashes) : holder.add(hashes))
            .where(({ status }, { ne }) => ne(status, 'ANSWERED'))
            .commit(),
          participationLink
            .create({ tokenHash: newHash, clientId, surveyId, round, recipientKey, ttl })
            .commit(),
          ...(replacing ?? []).map((tokenHash) => participationLink.delete({ tokenHash }).commit()),
        ];
      })
      .go();
    // ElectroDB answers a cancelled transaction (a failed condition) instead of throwing.
    return !result.canceled;
  } catch (error) {
    if (isConditionFailure(error) || isCancelled(error)) return false;
    throw error;
  }
}

export interface LinkRecord {
  readonly clientId: number;
  readonly surveyId: string;
  readonly round: number;
  readonly recipientKey: string;
}

/**
 * The link of a token hash, or null. Read consistently unless `consistent` is false; an eventually
 * consistent read may miss a link created a moment ago, so its null must be read again consistently.
 */
export async function findLink(
  tokenHash: string,
  { consistent = true }: { consistent?: boolean } = {},
): Promise<LinkRecord | null> {
  const { data } = await getDb().entities.participationLink.get({ tokenHash }).go({ consistent });
  return data
    ? { clientId: data.clientId, surveyId: data.surveyId, round: data.round, recipientKey: data.recipientKey }
    : null;
}

/** Every recipient of every survey and round of a client (one partition query). */
export async function recipientsOfClient(clientId: number) {
  return allOf(getDb().entities.participationRecipient.query.byClient({ clientId }));
}
