import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type {
  CounterIncrement,
  LevelCounts,
  ParticipationDelta,
  RoundCounters,
} from '@prozesspuls/shared/px';
import { emptyRoundCounters, LEVELS } from '@prozesspuls/shared/px';
import { documentClient } from '../../adapters/dynamo.js';
import { setting } from '../../config/env.js';
import { getDb } from '../db.js';

/**
 * The counters of a survey round live on ONE item with flat numeric attributes, so a submit's
 * increments are one UpdateItem (ADD) inside the submit transaction, whatever the number of
 * questions: `L#<questionId>#<level>` per scale question and level, `O#<questionId>#<option>`
 * per personal question option (ids and options URI-encoded, so `#` never occurs in them).
 */
const LEVEL_PREFIX = 'L#';
const OPTION_PREFIX = 'O#';

export const levelAttribute = (questionId: string, level: number) =>
  `${LEVEL_PREFIX}${encodeURIComponent(questionId)}#${level}`;
export const optionAttribute = (questionId: string, option: string) =>
  `${OPTION_PREFIX}${encodeURIComponent(questionId)}#${encodeURIComponent(option)}`;

/** The table key of a round's counter item. */
export function roundCountersKey(clientId: number, surveyId: string, round: number): Record<string, unknown> {
  const { Key } = getDb().entities.surveyRoundCounters.get({ clientId, surveyId, round }).params();
  return Key as Record<string, unknown>;
}

/** The raw update (for a transaction) that ADDs increments and a participation delta to a round. */
export function roundCountersUpdate(
  clientId: number,
  surveyId: string,
  round: number,
  increments: readonly CounterIncrement[],
  delta: ParticipationDelta,
) {
  const names: Record<string, string> = {
    '#entity': '__edb_e__',
    '#version': '__edb_v__',
    '#clientId': 'clientId',
    '#surveyId': 'surveyId',
    '#round': 'round',
  };
  const values: Record<string, unknown> = {
    ':entity': 'surveyRoundCounters',
    ':version': '1',
    ':clientId': clientId,
    ':surveyId': surveyId,
    ':round': round,
  };
  const adds: string[] = [];
  const add = (attribute: string, amount: number) => {
    if (amount === 0) return;
    const index = adds.length;
    names[`#a${index}`] = attribute;
    values[`:a${index}`] = amount;
    adds.push(`#a${index} :a${index}`);
  };
  add('completeAnswered', delta.completeAnswered);
  add('partiallyAnswered', delta.partiallyAnswered);
  // Several increments of one attribute cannot share an ADD clause: sum them first.
  const sums = new Map<string, number>();
  for (const increment of increments) {
    const attribute =
      increment.kind === 'level'
        ? levelAttribute(increment.questionId, increment.level)
        : optionAttribute(increment.questionId, increment.option);
    sums.set(attribute, (sums.get(attribute) ?? 0) + 1);
  }
  for (const [attribute, amount] of sums) add(attribute, amount);
  const set =
    'SET #entity = :entity, #version = :version, #clientId = :clientId, #surveyId = :surveyId, #round = :round';
  return {
    TableName: setting('tableName'),
    Key: roundCountersKey(clientId, surveyId, round),
    UpdateExpression: adds.length > 0 ? `${set} ADD ${adds.join(', ')}` : set,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

function parseCounters(round: number, item: Record<string, unknown> | undefined): RoundCounters {
  if (!item) return emptyRoundCounters(round);
  const levels: Record<string, number[]> = {};
  const options: Record<string, Record<string, number>> = {};
  for (const [attribute, value] of Object.entries(item)) {
    if (typeof value !== 'number') continue;
    if (attribute.startsWith(LEVEL_PREFIX)) {
      const rest = attribute.slice(LEVEL_PREFIX.length);
      const separator = rest.lastIndexOf('#');
      const questionId = decodeURIComponent(rest.slice(0, separator));
      const level = Number(rest.slice(separator + 1));
      const counts = levels[questionId] ?? [0, 0, 0, 0, 0, 0];
      if (LEVELS.includes(level as never)) counts[level - 1] = value;
      levels[questionId] = counts;
    } else if (attribute.startsWith(OPTION_PREFIX)) {
      const rest = attribute.slice(OPTION_PREFIX.length);
      const separator = rest.indexOf('#');
      const questionId = decodeURIComponent(rest.slice(0, separator));
      const option = decodeURIComponent(rest.slice(separator + 1));
      const counts = options[questionId] ?? {};
      counts[option] = value;
      options[questionId] = counts;
    }
  }
  const number = (name: string) => (typeof item[name] === 'number' ? (item[name] as number) : 0);
  const senderKeys = item.senderKeys;
  return {
    round,
    sentTo: number('sentTo'),
    ...(senderKeys instanceof Set && senderKeys.size > 0 ? { senderRecipients: senderKeys.size } : {}),
    completeAnswered: number('completeAnswered'),
    partiallyAnswered: number('partiallyAnswered'),
    levels: Object.fromEntries(
      Object.entries(levels).map(([id, counts]) => [id, counts as unknown as LevelCounts]),
    ),
    options,
  };
}

/** The counters of one survey round (all zero before anything was sent or answered). */
export async function readRoundCounters(
  clientId: number,
  surveyId: string,
  round: number,
): Promise<RoundCounters> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: setting('tableName'),
      Key: roundCountersKey(clientId, surveyId, round),
      ConsistentRead: true,
    }),
  );
  return parseCounters(round, Item);
}

/**
 * Adds `n` newly sent recipients to a round, `eligible` of them counting toward the anonymity
 * threshold (one atomic ADD).
 */
export async function addSentTo(
  clientId: number,
  surveyId: string,
  round: number,
  n: number,
  eligible: number,
): Promise<void> {
  if (n === 0) return;
  await getDb()
    .entities.surveyRoundCounters.update({ clientId, surveyId, round })
    .add({ sentTo: n, eligibleSentTo: eligible })
    .go();
}

/**
 * What the padding check needs of a round: how many recipients so far count toward the anonymity
 * threshold (a round sent before this count existed counts every recipient), and the recipient
 * keys of senders who are recipients.
 */
export async function roundSending(
  clientId: number,
  surveyId: string,
  round: number,
): Promise<{ readonly eligibleSentTo: number; readonly senderKeys: ReadonlySet<string> }> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: setting('tableName'),
      Key: roundCountersKey(clientId, surveyId, round),
      ConsistentRead: true,
      ProjectionExpression: 'sentTo, eligibleSentTo, senderKeys',
    }),
  );
  const count = Item?.eligibleSentTo ?? Item?.sentTo;
  const senderKeys = Item?.senderKeys;
  return {
    eligibleSentTo: typeof count === 'number' ? count : 0,
    senderKeys: senderKeys instanceof Set ? new Set([...senderKeys].map(String)) : new Set(),
  };
}

/**
 * Records that a sender is a recipient of the round (set ADD, so repeated chunks record him once),
 * before his link goes out: the round then needs one more answer before any group result is shown.
 */
export async function markSenderRecipient(
  clientId: number,
  surveyId: string,
  round: number,
  recipientKey: string,
): Promise<void> {
  await getDb()
    .entities.surveyRoundCounters.update({ clientId, surveyId, round })
    .add({ senderKeys: [recipientKey] })
    .go();
}
