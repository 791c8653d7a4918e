import { randomUUID } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { CounterIncrement, ParticipationDelta, ParticipationStatus } from '@prozesspuls/shared/px';
import { documentClient } from '../../adapters/dynamo.js';
import { setting } from '../../config/env.js';
import { getDb } from '../db.js';
import { roundCountersUpdate } from './surveyCounters.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Where one participation stands: the recipient of a round, reached through one of its links. */
export interface ParticipationRef {
  readonly clientId: number;
  readonly surveyId: string;
  readonly round: number;
  readonly recipientKey: string;
  readonly tokenHash: string;
}

/** Which part of a participation write failed its condition. */
export type ParticipationWriteOutcome = 'written' | 'recipientChanged' | 'surveyClosed';

const key = (params: { Key?: unknown }) => params.Key as Record<string, unknown>;

function recipientKeyOf(ref: ParticipationRef) {
  const { clientId, surveyId, round, recipientKey } = ref;
  return key(
    getDb().entities.participationRecipient.get({ clientId, surveyId, round, recipientKey }).params(),
  );
}

/**
 * The recipient's status moves from `seen` to `to`, provided the link is still one of its links
 * and nobody changed the status meanwhile (a racing save or submit makes the condition fail).
 */
function recipientUpdate(
  ref: ParticipationRef,
  seen: ParticipationStatus,
  to: ParticipationStatus,
  removeMember: boolean,
): TransactItem {
  return {
    Update: {
      TableName: setting('tableName'),
      Key: recipientKeyOf(ref),
      ConditionExpression: '#status = :seen AND contains(#hashes, :hash)',
      UpdateExpression: `SET #status = :to${removeMember ? ' REMOVE #userId' : ''}`,
      ExpressionAttributeNames: {
        '#status': 'status',
        '#hashes': 'tokenHashes',
        ...(removeMember ? { '#userId': 'userId' } : {}),
      },
      ExpressionAttributeValues: { ':seen': seen, ':to': to, ':hash': ref.tokenHash },
    },
  };
}

/**
 * The survey still takes answers of this round at `now`: sent or answered (not finished), same
 * round, its deadline (if any) not passed. A write under it needs no read of the survey before.
 */
function surveyOpenCondition(ref: ParticipationRef, now: number) {
  return {
    ConditionExpression: `#state IN (:send, :answered) AND ${
      ref.round === 1 ? '(attribute_not_exists(#round) OR #round = :round)' : '#round = :round'
    } AND (attribute_not_exists(#deadline) OR #deadline >= :now)`,
    names: { '#state': 'state', '#round': 'round', '#deadline': 'deadlineDate' },
    values: { ':send': 'SEND', ':answered': 'ANSWERED', ':round': ref.round, ':now': now },
  };
}

function surveyKey(ref: ParticipationRef) {
  return key(getDb().entities.survey.get({ clientId: ref.clientId, surveyId: ref.surveyId }).params());
}

async function runTransaction(
  items: TransactItem[],
  recipientIndex: number,
  surveyIndex: number,
): Promise<ParticipationWriteOutcome> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
    return 'written';
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    if (reasons[surveyIndex]?.Code === 'ConditionalCheckFailed') return 'surveyClosed';
    if (reasons[recipientIndex]?.Code === 'ConditionalCheckFailed') return 'recipientChanged';
    throw error;
  }
}

/**
 * Saves partial answers and the current page. The first save with answers moves the recipient
 * from NOT_ANSWERED to PARTIALLY_ANSWERED and counts it in the round, in the same transaction.
 */
export async function saveDraft(
  ref: ParticipationRef,
  seen: ParticipationStatus,
  to: ParticipationStatus,
  delta: ParticipationDelta,
  draft: { answers: string; currentPage: number; locale?: string },
  now: number,
): Promise<ParticipationWriteOutcome> {
  const { clientId, surveyId, round, recipientKey } = ref;
  const open = surveyOpenCondition(ref, now);
  const draftPut = getDb()
    .entities.participationDraft.put({ clientId, surveyId, round, recipientKey, ...draft })
    .params();
  const items: TransactItem[] = [
    recipientUpdate(ref, seen, to, false),
    {
      ConditionCheck: {
        TableName: setting('tableName'),
        Key: surveyKey(ref),
        ConditionExpression: open.ConditionExpression,
        ExpressionAttributeNames: open.names,
        ExpressionAttributeValues: open.values,
      },
    },
    { Put: { TableName: setting('tableName'), Item: draftPut.Item } },
  ];
  if (delta.partiallyAnswered !== 0 || delta.completeAnswered !== 0) {
    items.push({ Update: roundCountersUpdate(clientId, surveyId, round, [], delta) });
  }
  return runTransaction(items, 0, 1);
}

/**
 * What a submit stores: answers (with the day only) and free text apart (with no time at all and
 * the free-text threshold in force, so a later lower threshold never releases it in a smaller batch).
 */
export interface Submission {
  readonly seen: ParticipationStatus;
  readonly memberUserId: string | null;
  readonly day: string;
  readonly answers: string;
  readonly freeText: { readonly texts: string; readonly threshold: number } | null;
  readonly increments: readonly CounterIncrement[];
  readonly delta: ParticipationDelta;
  /** When it is submitted (epoch ms): the survey's deadline must not have passed. */
  readonly now: number;
}

/**
 * The submit, in ONE transaction: the recipient becomes ANSWERED (only from the status the caller
 * saw, so two racing submits write once), its draft and member pointer go, the anonymous answer
 * item (random id, day only) and the unreleased free-text item (another random id, no time) are
 * put, the round's counters and the survey's answeredCount are ADDed and the survey is ANSWERED,
 * as long as the survey still takes answers of this round (its state, round and deadline are
 * conditions of the write, so a caller need not read the survey first).
 */
export async function submitAnswers(
  ref: ParticipationRef,
  submission: Submission,
): Promise<ParticipationWriteOutcome> {
  const { clientId, surveyId, round, recipientKey } = ref;
  const db = getDb();
  const table = setting('tableName');
  const open = surveyOpenCondition(ref, submission.now);
  const answerItem = db.entities.submittedAnswer
    .put({
      clientId,
      surveyId,
      round,
      answerId: randomUUID(),
      day: submission.day,
      answers: submission.answers,
    })
    .params();
  const items: TransactItem[] = [
    recipientUpdate(ref, submission.seen, 'ANSWERED', submission.memberUserId !== null),
    {
      Update: {
        TableName: table,
        Key: surveyKey(ref),
        ConditionExpression: open.ConditionExpression,
        UpdateExpression: 'SET #state = :answered ADD #answeredCount :one',
        ExpressionAttributeNames: { ...open.names, '#answeredCount': 'answeredCount' },
        ExpressionAttributeValues: { ...open.values, ':one': 1 },
      },
    },
    {
      Delete: {
        TableName: table,
        Key: key(db.entities.participationDraft.get({ clientId, surveyId, round, recipientKey }).params()),
      },
    },
    { Put: { TableName: table, Item: answerItem.Item } },
    {
      Update: roundCountersUpdate(clientId, surveyId, round, submission.increments, submission.delta),
    },
  ];
  if (submission.freeText !== null) {
    const textItem = db.entities.surveyFreeText
      .put({
        clientId,
        surveyId,
        round,
        textId: randomUUID(),
        texts: submission.freeText.texts,
        threshold: submission.freeText.threshold,
      })
      .params();
    items.push({ Put: { TableName: table, Item: textItem.Item } });
  }
  if (submission.memberUserId !== null) {
    const pointer = db.entities.memberSurvey
      .get({ clientId, userId: submission.memberUserId, surveyId, round })
      .params();
    items.push({ Delete: { TableName: table, Key: key(pointer) } });
  }
  return runTransaction(items, 0, 1);
}

/** The saved draft of a recipient, or null. */
export async function getDraft(
  ref: Omit<ParticipationRef, 'tokenHash'>,
): Promise<{ answers: string; currentPage: number; locale: string | null } | null> {
  const { data } = await getDb().entities.participationDraft.get(ref).go({ consistent: true });
  return data ? { answers: data.answers, currentPage: data.currentPage, locale: data.locale ?? null } : null;
}
