import { BatchWriteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { erasureOf, type StoredItem, type UserTraces } from '@prozesspuls/shared';
import { documentClient } from '../../adapters/dynamo.js';
import { setting } from '../../config/env.js';
import { getDb } from '../db.js';
import { allOf } from './reads.js';

/**
 * Raw access to the stored items that may hold personal data of a user (Art. 15, 17, 20 DSGVO):
 * the partitions of one tenant (`T#<clientId>` and each model's `T#<clientId>#M#<uuid>`), the
 * user's own partition `USER#<userId>` and the token partitions pointed to from there. Queries by
 * key only, never a scan: these run on request paths.
 */
export type RawItem = Record<string, unknown>;

const table = () => setting('tableName');
const ENTITY_ATTRIBUTE = '__edb_e__';

/** The ElectroDB entity name of a raw item ('comment', 'history', …). */
export const entityOf = (item: StoredItem): string => String(item[ENTITY_ATTRIBUTE] ?? 'unbekannt');

async function partition(pk: string, skPrefix?: string): Promise<RawItem[]> {
  const items: RawItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :sk)' : 'pk = :pk',
        ExpressionAttributeValues: skPrefix ? { ':pk': pk, ':sk': skPrefix } : { ':pk': pk },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as RawItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The partitions of one tenant: its own and one per model. */
async function tenantPartitions(clientId: number): Promise<string[]> {
  const models = await partition(`T#${clientId}`, 'MODEL#');
  return [`T#${clientId}`, ...models.map((m) => `T#${clientId}#M#${String(m.uuid)}`)];
}

/**
 * Every item of the tenant, partition by partition, plus the global share-link records its
 * models point to (they name the creator).
 */
export async function tenantItems(clientId: number): Promise<RawItem[]> {
  const partitions = await tenantPartitions(clientId);
  const items = (await Promise.all(partitions.map((pk) => partition(pk)))).flat();
  const shareLinks = items.filter((i) => entityOf(i) === 'modelShareLink');
  const global = await Promise.all(shareLinks.map((l) => partition(`SHARELINK#${String(l.tokenHash)}`)));
  return [...items, ...global.flat()];
}

/** The user's own partition (profile, sign-in state, token pointers) and the tokens it points to. */
export async function userOwnItems(userId: string): Promise<RawItem[]> {
  const own = await partition(`USER#${userId}`);
  const refs = own.filter((i) => entityOf(i) === 'authTokenRef');
  const tokens = await Promise.all(refs.map((r) => partition(`AUTHTOKEN#${String(r.tokenHash)}`)));
  return [...own, ...tokens.flat()];
}

const keyOf = (item: RawItem) => ({ pk: item.pk, sk: item.sk });

async function deleteItems(items: readonly RawItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests: Record<string, unknown>[] | undefined = items
      .slice(i, i + 25)
      .map((item) => ({ DeleteRequest: { Key: keyOf(item) } }));
    // Unprocessed deletes are sent again until the table took them all.
    while (requests && requests.length > 0) {
      const result = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [table()]: requests } }),
      );
      requests = result.UnprocessedItems?.[table()] as Record<string, unknown>[] | undefined;
    }
  }
}

/**
 * Erases the user behind `traces` from `items`: deletes the items that are the user's own and
 * replaces every mention in the others by the pseudonym (shared/src/privacy/erasure.ts). A
 * rewrite never brings back an item deleted meanwhile. Answers how many items were deleted and
 * rewritten.
 */
export async function eraseTraces(
  items: readonly RawItem[],
  traces: UserTraces,
): Promise<{ deleted: number; rewritten: number }> {
  const toDelete: RawItem[] = [];
  const toRewrite: StoredItem[] = [];
  for (const item of items) {
    const decision = erasureOf(item, traces);
    if (decision.kind === 'delete') toDelete.push(item);
    if (decision.kind === 'rewrite') toRewrite.push(decision.item);
  }
  await deleteItems(toDelete);
  for (const item of toRewrite) {
    try {
      await documentClient.send(
        new PutCommand({ TableName: table(), Item: item, ConditionExpression: 'attribute_exists(pk)' }),
      );
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    }
  }
  return { deleted: toDelete.length, rewritten: toRewrite.length };
}

/** Deletes every given item (the user's own partition when the account goes). */
export async function deleteAll(items: readonly RawItem[]): Promise<void> {
  await deleteItems(items);
}

/** The clients the user is a member of (index gsi1, `USER#<userId>`). */
export async function clientsOfMember(userId: string): Promise<number[]> {
  const data = await allOf(getDb().entities.membership.query.byUser({ userId }));
  return data.map((m) => m.clientId);
}
