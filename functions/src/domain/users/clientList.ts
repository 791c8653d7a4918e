import { type ClientSummary, tenantUsable } from '@prozesspuls/shared';

/**
 * How long a container trusts a client it read for the list (ms): as long as it trusts an identity
 * (IDENTITY_TTL_MS; a test keeps both equal). Not imported from there: the identity module imports
 * this one, to hand over the client it read.
 */
export const LISTED_CLIENT_TTL_MS = 30_000;

/** What the client list shows of one client: its entry, or undefined when it is not listed. */
export type ListedClient = ClientSummary | undefined;

/** A client is listed while it can be worked in (active, no deletion requested). */
export const listedEntryOf = (
  client: Parameters<typeof tenantUsable>[0] & { readonly clientId: number; readonly companyName: string },
): ListedClient =>
  tenantUsable(client) ? { id: client.clientId, companyName: client.companyName } : undefined;

/**
 * Per container: each client's entry in a user's client list (name; not listed when deactivated,
 * being deleted or gone), trusted for at most `ttlMs` after its read, as the identity is
 * (LISTED_CLIENT_TTL_MS, docs/security.md). With it GET /user/clients costs one Query of the user's
 * memberships; the clients are read again only when unknown or older. A rename or deactivation
 * made in another container shows here within `ttlMs`; one made in this container at once
 * (`forgetListedClients` after every write). Switching clients always reads the client fresh.
 * Bounded: the client read longest ago goes first. Reads nothing itself, so that apiRoute can drop
 * it without bundling the users domain into every function.
 */
export class ListedClientCache {
  private readonly byId = new Map<number, { readonly entry: ListedClient; readonly readAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = LISTED_CLIENT_TTL_MS,
    private readonly limit = 5_000,
  ) {}

  /** The trusted entries among `clientIds` and the ids that must be read. */
  lookup(clientIds: readonly number[]): { known: Map<number, ListedClient>; missing: number[] } {
    const known = new Map<number, ListedClient>();
    const missing: number[] = [];
    for (const clientId of clientIds) {
      const remembered = this.byId.get(clientId);
      const age = remembered ? this.now() - remembered.readAt : -1;
      if (remembered && age >= 0 && age < this.ttlMs) known.set(clientId, remembered.entry);
      else missing.push(clientId);
    }
    return { known, missing };
  }

  /** Remembers what one read found for `clientId`. */
  put(clientId: number, entry: ListedClient): void {
    this.byId.delete(clientId);
    this.byId.set(clientId, { entry, readAt: this.now() });
    if (this.byId.size > this.limit) {
      const oldest = this.byId.keys().next().value;
      if (oldest !== undefined) this.byId.delete(oldest);
    }
  }

  clear(): void {
    this.byId.clear();
  }
}

export const listedClients = new ListedClientCache();

/** Called after every state-changing request this container served (a rename, a deactivation). */
export function forgetListedClients(): void {
  listedClients.clear();
}
