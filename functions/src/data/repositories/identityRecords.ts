import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../../adapters/dynamo.js';
import { setting } from '../../config/env.js';
import { type Db, getDb } from '../db.js';

type ItemOf<E extends keyof Db['entities']> = NonNullable<
  Awaited<ReturnType<ReturnType<Db['entities'][E]['get']>['go']>>['data']
>;

export type UserItem = ItemOf<'user'>;
export type MembershipItem = ItemOf<'membership'>;
export type ClientItem = ItemOf<'client'>;
export type RoleItem = ItemOf<'role'>;
export type AuthStateItem = ItemOf<'authState'>;

/** What decides a caller's identity in one client; absent records are undefined. */
export interface IdentityRecords {
  readonly user: UserItem | undefined;
  readonly membership: MembershipItem | undefined;
  readonly client: ClientItem | undefined;
  readonly roles: readonly RoleItem[];
  /** When sessions count again after a password reset (domain/auth/sessions.ts). */
  readonly authState: AuthStateItem | undefined;
}

type Key = Record<string, unknown>;
const keyOf = (params: { Key?: Key }): Key => params.Key ?? {};
const sameKey = (a: Key, b: Key) => a.pk === b.pk && a.sk === b.sk;

/**
 * Reads the user profile, the user's sign-in state, one membership, its client and the given
 * roles in ONE BatchGetItem
 * round trip (the sequential way costs three). The caller names the client and roles it
 * expects; whether they still match is the caller's check.
 */
export async function readIdentityRecords(
  userId: string,
  clientId: number,
  roleIds: readonly string[],
): Promise<IdentityRecords> {
  const { entities } = getDb();
  const userKey = keyOf(entities.user.get({ userId }).params());
  const authStateKey = keyOf(entities.authState.get({ userId }).params());
  const membershipKey = keyOf(entities.membership.get({ clientId, userId }).params());
  const clientKey = keyOf(entities.client.get({ clientId }).params());
  const roleKeys = [...new Set(roleIds)].map((roleId) =>
    keyOf(entities.role.get({ clientId, roleId }).params()),
  );
  const table = setting('tableName');

  const items: Key[] = [];
  let pending: Key[] = [userKey, authStateKey, membershipKey, clientKey, ...roleKeys];
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(200, 10 * 2 ** attempt)));
    const answer = await documentClient.send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
    );
    items.push(...(answer.Responses?.[table] ?? []));
    pending = answer.UnprocessedKeys?.[table]?.Keys ?? [];
    if (attempt > 8 && pending.length > 0) throw new Error('identity records: unprocessed keys remain');
  }

  const find = (key: Key) => items.find((item) => sameKey(item, key));
  const parse = <T>(entity: { parse: (r: { Item: Key }) => { data: T | null } }, key: Key) => {
    const item = find(key);
    return item ? (entity.parse({ Item: item }).data ?? undefined) : undefined;
  };
  return {
    user: parse<UserItem>(entities.user, userKey),
    authState: parse<AuthStateItem>(entities.authState, authStateKey),
    membership: parse<MembershipItem>(entities.membership, membershipKey),
    client: parse<ClientItem>(entities.client, clientKey),
    roles: roleKeys.flatMap((key) => {
      const role = parse<RoleItem>(entities.role, key);
      return role ? [role] : [];
    }),
  };
}

/** The client the user works in now, or undefined for an unknown user (one read). */
export async function currentClientOf(userId: string): Promise<number | undefined> {
  const { data } = await getDb().entities.user.get({ userId }).go();
  return data?.currentClientId;
}

/**
 * The role ids of each client the user is a member of, from the user's index (one Query). The
 * index follows the table within moments, so this is a guess: a strongly consistent read of the
 * membership has the last word.
 */
export async function roleIdsByClientOf(userId: string): Promise<Map<number, readonly string[]>> {
  const { data } = await getDb().entities.membership.query.byUser({ userId }).go({ pages: 'all' });
  return new Map(data.map((membership) => [membership.clientId, membership.roleIds]));
}

/** Roles of one client by id (one batch read); unknown ids are left out. */
export async function readRoles(clientId: number, roleIds: readonly string[]): Promise<RoleItem[]> {
  if (roleIds.length === 0) return [];
  const { data } = await getDb()
    .entities.role.get(roleIds.map((roleId) => ({ clientId, roleId })))
    .go();
  return data;
}
