import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { api } from './client.js';
import { DEMO_CLIENT, TABLE } from './local-names.js';
import { localDynamo } from './local-table.js';

export interface ItemKey {
  readonly pk: string;
  readonly sk: string;
}

/** A survey's item in its tenant's partition. */
export const surveyKey = (surveyId: string, clientId = DEMO_CLIENT): ItemKey => ({
  pk: `T#${clientId}`,
  sk: `SURVEY#${surveyId}`,
});

/** The answer counters of one round of a survey, as a submit keeps them. */
export const roundCountersKey = (surveyId: string, round = 1, clientId = DEMO_CLIENT): ItemKey => ({
  pk: `T#${clientId}`,
  sk: `PXCOUNT#${surveyId}#${round}`,
});

/** The item at `key` as stored, read past the API; `{}` when there is none. */
export async function storedItem(key: ItemKey) {
  const { Item } = await localDynamo().send(new GetCommand({ TableName: TABLE, Key: key }));
  return Item ?? {};
}

/** The items of a tenant's partition whose sort key begins with `prefix`, read past the API. */
export async function itemsWithPrefix(prefix: string, clientId = DEMO_CLIENT) {
  const { Items } = await localDynamo().send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `T#${clientId}`, ':prefix': prefix },
    }),
  );
  return Items ?? [];
}

/**
 * Writes `attributes` into the item at `key` straight in the table, past the API, as the code
 * under test would leave them. Every name goes through a placeholder, so names may be reserved
 * words (`state`, `count`) or hold any character (`L#<question>#5`). With `existing`, an item
 * that is not there is refused instead of created.
 */
export async function setAttributes(
  key: ItemKey,
  attributes: Readonly<Record<string, unknown>>,
  { existing = false } = {},
): Promise<void> {
  const entries = Object.entries(attributes);
  await localDynamo().send(
    new UpdateCommand({
      TableName: TABLE,
      Key: key,
      UpdateExpression: `SET ${entries.map((_, index) => `#a${index} = :a${index}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#a${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:a${index}`, value])),
      ConditionExpression: existing ? 'attribute_exists(pk)' : undefined,
    }),
  );
}

export interface StoredAnswers {
  /** The survey's state; ANSWERED unless told. */
  readonly state?: string;
  /** How many were sent the survey. */
  readonly sent: number;
  /** How many answered it completely. */
  readonly complete: number;
  /** The round counters by name: `L#<question name>#<level>` → how many answered that level. */
  readonly levels: Readonly<Record<string, number>>;
  readonly round?: number;
  readonly clientId?: number;
}

/** What sending a survey and its submitted answers leave behind: the survey's state and counts, and its round counters. */
export async function storeAnswers(
  surveyId: string,
  { state = 'ANSWERED', sent, complete, levels, round = 1, clientId = DEMO_CLIENT }: StoredAnswers,
): Promise<void> {
  await setAttributes(surveyKey(surveyId, clientId), { state, sendToCount: sent, answeredCount: complete });
  await setAttributes(roundCountersKey(surveyId, round, clientId), {
    sentTo: sent,
    completeAnswered: complete,
    ...levels,
  });
}

/** The id of the role `forgeSuperuserRole` writes. */
export const FORGED_SUPERUSER_ROLE = 'forged-superuser';

/**
 * A role titled Superuser with every permission, written straight into the tenant as if it had
 * come in by some other way than the API: tenant data must never grant platform rights.
 */
export async function forgeSuperuserRole(clientId: number): Promise<void> {
  await localDynamo().send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        pk: `T#${clientId}`,
        sk: `ROLE#${FORGED_SUPERUSER_ROLE}`,
        __edb_e__: 'role',
        __edb_v__: '1',
        clientId,
        roleId: FORGED_SUPERUSER_ROLE,
        roleTitle: 'Superuser',
        permissions: { ADMIN: true, SUPER_ADMIN: true },
      },
    }),
  );
}

/** Forges the Superuser role into the tenant, and its admin gives it to themself through PUT /user (200). */
export async function forgedSuperuserRoleTakenBy(
  clientId: number,
  token: string,
  admin: { readonly userId: string; readonly firstName: string; readonly lastName: string },
): Promise<void> {
  await forgeSuperuserRole(clientId);
  const self = await api('PUT', '/user', {
    token,
    json: { ...admin, role: ['administrator', FORGED_SUPERUSER_ROLE] },
  });
  expect(self.status).toBe(200);
}
