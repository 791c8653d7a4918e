import type { ParticipationStatus } from '@prozesspuls/shared/px';
import { isConditionFailure } from '../conditionFailure.js';
import { getDb } from '../db.js';

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
    await getDb()
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
    return true;
  } catch (error) {
    if (isConditionFailure(error) || isCancelled(error)) return false;
    throw error;
  }
}

const isCancelled = (error: unknown) =>
  error instanceof Error && /TransactionCanceled|transaction.*cancel/i.test(`${error.name} ${error.message}`);

/** Marks a recipient's link as mailed (a repeated send re-mails those whose mail failed). */
export async function markMailed(
  clientId: number,
  surveyId: string,
  round: number,
  recipientKey: string,
): Promise<void> {
  await getDb()
    .entities.participationRecipient.patch({ clientId, surveyId, round, recipientKey })
    .set({ mailedAt: new Date().toISOString().slice(0, 10) })
    .go();
}

export interface RecipientRecord {
  readonly recipientKey: string;
  readonly email: string;
  readonly userId: string | null;
  readonly status: ParticipationStatus;
  readonly tokenHashes: readonly string[];
  readonly mailed: boolean;
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
  mailedAt?: string | undefined;
}): RecipientRecord {
  return {
    recipientKey: item.recipientKey,
    email: item.email,
    userId: item.userId ?? null,
    status: item.status,
    tokenHashes: item.tokenHashes ?? [],
    mailed: item.mailedAt !== undefined,
  };
}

/** Every recipient of a round (one partition query by key prefix). */
export async function listRecipients(
  clientId: number,
  surveyId: string,
  round: number,
): Promise<RecipientRecord[]> {
  const { data } = await getDb()
    .entities.participationRecipient.query.byClient({ clientId, surveyId, round })
    .go({ pages: 'all' });
  return data.map(toRecord);
}

/** The recipients of a round who have not answered completely (for the reminder mail). */
export async function listOpenRecipients(
  clientId: number,
  surveyId: string,
  round: number,
): Promise<RecipientRecord[]> {
  return (await listRecipients(clientId, surveyId, round)).filter((r) => r.status !== 'ANSWERED');
}

/**
 * Replaces a recipient's links by one new link (the reminder mail carries it: only hashes are
 * stored, so the old token cannot be mailed again). The draft stays. Conditioned on the recipient
 * still not having answered; false when it has meanwhile.
 */
export async function replaceRecipientLinks(
  recipient: { clientId: number; surveyId: string; round: number; recipientKey: string },
  oldHashes: readonly string[],
  newHash: string,
  ttl: number,
): Promise<boolean> {
  const { clientId, surveyId, round, recipientKey } = recipient;
  try {
    await getDb()
      .transaction.write(({ participationRecipient, participationLink }) => [
        participationRecipient
          .patch({ clientId, surveyId, round, recipientKey })
          .set({ tokenHashes: [newHash] })
          .where(({ status }, { ne }) => ne(status, 'ANSWERED'))
          .commit(),
        participationLink
          .create({ tokenHash: newHash, clientId, surveyId, round, recipientKey, ttl })
          .commit(),
        ...oldHashes.map((tokenHash) => participationLink.delete({ tokenHash }).commit()),
      ])
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error) || isCancelled(error)) return false;
    throw error;
  }
}

/** Adds one more valid link to a recipient (a member opening the survey from the home page). */
export async function addRecipientLink(
  recipient: { clientId: number; surveyId: string; round: number; recipientKey: string },
  newHash: string,
  ttl: number,
): Promise<boolean> {
  const { clientId, surveyId, round, recipientKey } = recipient;
  try {
    await getDb()
      .transaction.write(({ participationRecipient, participationLink }) => [
        participationRecipient
          .patch({ clientId, surveyId, round, recipientKey })
          .add({ tokenHashes: [newHash] })
          .where(({ status }, { ne }) => ne(status, 'ANSWERED'))
          .commit(),
        participationLink
          .create({ tokenHash: newHash, clientId, surveyId, round, recipientKey, ttl })
          .commit(),
      ])
      .go();
    return true;
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

/** The link of a token hash, or null. */
export async function findLink(tokenHash: string): Promise<LinkRecord | null> {
  const { data } = await getDb().entities.participationLink.get({ tokenHash }).go({ consistent: true });
  return data
    ? { clientId: data.clientId, surveyId: data.surveyId, round: data.round, recipientKey: data.recipientKey }
    : null;
}
