import { MSG, mergePermissions, TENANT_DELETION_MESSAGES, type UserDetails } from '@prozesspuls/shared';
import {
  currentClientOf,
  readIdentityRecords,
  readRoles,
  roleIdsByClientOf,
} from '../data/repositories/identityRecords.js';
import { sessionOutdated } from './auth/sessions.js';
import { NotAuthenticated, PermissionDenied, TemporarilyUnavailable } from './errors.js';
import { listedClients, listedEntryOf } from './users/clientList.js';

/**
 * Who acts, resolved from a verified sign-in and the user's current client: the tenant
 * (`clientId`) of every domain call comes from here, never from the request.
 */
export interface Identity extends Pick<UserDetails, 'roles' | 'permissions' | 'isSuperuser'> {
  readonly userId: string;
  readonly clientId: number;
}

export interface RoleRecord {
  readonly roleId: string;
  readonly roleTitle: string;
  readonly permissions: Record<string, boolean>;
}

/** Loads roles of one client by id (one batch read). */
export async function loadRoles(clientId: number, roleIds: readonly string[]): Promise<RoleRecord[]> {
  return (await readRoles(clientId, roleIds)).map((r) => ({
    roleId: r.roleId,
    roleTitle: r.roleTitle,
    permissions: (r.permissions ?? {}) as Record<string, boolean>,
  }));
}

/**
 * The caller's identity. `platformSuperuser` comes from the user's own record (set only by the
 * seed); no role, whatever its title, makes anyone a superuser.
 */
export function identityOf(
  userId: string,
  clientId: number,
  roles: readonly RoleRecord[],
  platformSuperuser = false,
): Identity {
  return {
    userId,
    clientId,
    roles: roles.map((r) => ({ id: r.roleId, roleTitle: r.roleTitle })),
    permissions: mergePermissions(roles.map((r) => r.permissions)),
    isSuperuser: platformSuperuser,
  };
}

/** How long a container trusts what it resolved for a user (ms); docs/security.md states the rule. */
export const IDENTITY_TTL_MS = 30_000;

/** What a container remembers of one user: the identity and the session stamp it was read with. */
interface Remembered {
  readonly identity: Identity;
  /** The user's `sessionsValidAfter` (epoch s, 0: no reset) at the time of the read. */
  readonly sessionsValidAfter: number;
  readonly readAt: number;
}

/** Which client and roles a user resolved to last: what to read next time. */
interface Guess {
  readonly clientId: number;
  readonly roleIds: readonly string[];
}

/**
 * Per container: the identity each user resolved to, keyed by user and tenant, trusted for at
 * most `ttlMs` after its read. The last tenant a user resolved to outlives the TTL as a guess,
 * so that a known user's refresh costs one read round trip instead of three. Insertion-ordered
 * and bounded, the oldest user goes first.
 */
export class IdentityCache {
  private readonly byUserAndTenant = new Map<string, Remembered>();
  private readonly lastTenant = new Map<string, Guess>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = IDENTITY_TTL_MS,
    private readonly limit = 5_000,
  ) {}

  /** The client and roles to read for a user whose identity is not (or no longer) trusted. */
  guess(userId: string): Guess | undefined {
    return this.lastTenant.get(userId);
  }

  /** The remembered identity while it is younger than the TTL, else undefined. */
  get(userId: string): Remembered | undefined {
    const guess = this.lastTenant.get(userId);
    if (!guess) return undefined;
    const key = `${userId}\n${guess.clientId}`;
    const entry = this.byUserAndTenant.get(key);
    if (!entry) return undefined;
    const age = this.now() - entry.readAt;
    if (age >= 0 && age < this.ttlMs) return entry;
    this.byUserAndTenant.delete(key);
    return undefined;
  }

  /** Remembers what one fresh read resolved to. */
  put(identity: Identity, roleIds: readonly string[], sessionsValidAfter: number): void {
    const { userId, clientId } = identity;
    this.forget(userId);
    this.lastTenant.set(userId, { clientId, roleIds });
    this.byUserAndTenant.set(`${userId}\n${clientId}`, { identity, sessionsValidAfter, readAt: this.now() });
    if (this.lastTenant.size > this.limit) {
      const oldest = this.lastTenant.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
  }

  /** Drops everything about one user (unknown, no longer a member). */
  forget(userId: string): void {
    const guess = this.lastTenant.get(userId);
    if (guess) this.byUserAndTenant.delete(`${userId}\n${guess.clientId}`);
    this.lastTenant.delete(userId);
  }

  /**
   * Drops every trusted identity (a write in this container may have changed roles, members,
   * clients or session stamps); the guesses stay, so the next read is still one round trip.
   */
  distrustAll(): void {
    this.byUserAndTenant.clear();
  }

  get size(): number {
    return this.byUserAndTenant.size;
  }
}

const cache = new IdentityCache();

/**
 * Called after every state-changing request this container served: whatever it changed
 * (permissions, roles, members, the current client, a password reset) counts at once here;
 * other containers follow within IDENTITY_TTL_MS.
 */
export function distrustRememberedIdentities(): void {
  cache.distrustAll();
}

/**
 * For a user this container knows nothing of (undefined: an unknown user): the current client and
 * the roles the user's index names for it, read side by side. Right, the guess makes the
 * resolution one round trip shorter than reading the client first and its roles next; stale,
 * the consistent read that follows corrects it.
 */
async function firstGuess(userId: string): Promise<Guess | undefined> {
  const [clientId, roleIdsByClient] = await Promise.all([currentClientOf(userId), roleIdsByClientOf(userId)]);
  if (clientId === undefined) return undefined;
  return { clientId, roleIds: roleIdsByClient.get(clientId) ?? [] };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The caller's identity in the current client: undefined when the user is unknown or not a
 * member of it; a deactivated client, or one whose deletion is requested, refuses with its own message.
 *
 * A signed-in request costs no read while the container trusts what it resolved for the user
 * (at most IDENTITY_TTL_MS, see IdentityCache) and one strongly consistent BatchGetItem
 * otherwise, the remembered client and roles naming what to read (for a user the container has
 * not met yet, a first round trip guesses them: `firstGuess`); a guess that no longer matches
 * (other client, other roles) is corrected by reading again. A session that signed in
 * (`authTime`, epoch s) before the user's last password reset known here is refused (401).
 * `shownClientId` is the client the caller's page shows; when it differs from the remembered
 * one, the identity is read again instead of trusted.
 */
export async function resolveIdentity(
  userId: string,
  authTime?: number,
  shownClientId?: number,
): Promise<Identity | undefined> {
  const trusted = cache.get(userId);
  // A page that shows another client than the remembered one switched clients elsewhere: read
  // again. The header never chooses the tenant, the user's stored current client does.
  if (trusted && (shownClientId === undefined || shownClientId === trusted.identity.clientId)) {
    if (sessionOutdated(trusted.sessionsValidAfter, authTime)) throw new NotAuthenticated();
    return trusted.identity;
  }
  const guess = cache.guess(userId) ?? (await firstGuess(userId));
  if (!guess) return undefined;
  let clientId: number | undefined = guess.clientId;
  let roleIds = guess.roleIds;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (clientId === undefined) {
      clientId = await currentClientOf(userId);
      if (clientId === undefined) return undefined;
    }
    const records = await readIdentityRecords(userId, clientId, roleIds);
    if (!records.user) {
      cache.forget(userId);
      return undefined;
    }
    const sessionsValidAfter = records.authState?.sessionsValidAfter ?? 0;
    if (sessionOutdated(sessionsValidAfter, authTime)) throw new NotAuthenticated();
    if (records.user.currentClientId !== clientId) {
      clientId = records.user.currentClientId;
      continue;
    }
    if (!records.membership || !records.client) {
      cache.forget(userId);
      return undefined;
    }
    if (!sameIds(records.membership.roleIds, roleIds)) {
      roleIds = records.membership.roleIds;
      continue;
    }
    // A deactivated client is not trusted: every request of its members reads it again.
    if (!records.client.activeState) throw new PermissionDenied(MSG.loginClientInactive);
    // A tenant whose deletion is requested is closed to everyone, its own admins included (and
    // never remembered, so every container refuses it within IDENTITY_TTL_MS of the request).
    if (records.client.deletionState) throw new PermissionDenied(TENANT_DELETION_MESSAGES.clientBeingDeleted);
    const resolved = identityOf(
      userId,
      clientId,
      records.roles.map((r) => ({
        roleId: r.roleId,
        roleTitle: r.roleTitle,
        permissions: (r.permissions ?? {}) as Record<string, boolean>,
      })),
      records.user.platformSuperuser === true,
    );
    cache.put(resolved, roleIds, sessionsValidAfter);
    // The client was just read strongly consistent: the client list may trust it as long as if it
    // had read it itself, so the first GET /user/clients of a container reads only the memberships.
    listedClients.put(clientId, listedEntryOf(records.client));
    return resolved;
  }
  // The user's client or roles changed under every read: let the caller try again.
  throw new TemporarilyUnavailable();
}
