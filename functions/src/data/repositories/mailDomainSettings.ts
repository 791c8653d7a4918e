import { isConditionFailure } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { allOf } from './reads.js';

export interface StoredMailDomains {
  readonly domains: readonly string[];
  readonly rev: number;
}

/** The client's saved allowed mail domains, or null when none were ever saved (then the default applies). */
export async function readStoredMailDomains(clientId: number): Promise<StoredMailDomains | null> {
  const { data } = await getDb().entities.mailDomainSettings.get({ clientId }).go({ consistent: true });
  return data ? { domains: data.domains, rev: data.rev } : null;
}

/**
 * Saves the allowed mail domains in one conditional write: only when the stored revision is still
 * the one the change was judged against (`null`: still none saved), so a tenant administrator's
 * save racing a superuser's can never re-add a domain the other just removed. False when it lost.
 */
export async function storeMailDomains(
  clientId: number,
  domains: readonly string[],
  judgedRev: number | null,
  userId: string,
): Promise<boolean> {
  try {
    await getDb()
      .entities.mailDomainSettings.put({
        clientId,
        domains: [...domains],
        rev: (judgedRev ?? 0) + 1,
        updatedBy: userId,
      })
      .where(({ rev }, { notExists, eq }) => (judgedRev === null ? notExists(rev) : eq(rev, judgedRev)))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The addresses of the client's members (one query of memberships, one batch read of the users). */
export async function memberEmails(clientId: number): Promise<string[]> {
  const db = getDb();
  const members = await allOf(db.entities.membership.query.byClient({ clientId }));
  if (members.length === 0) return [];
  const { data: users } = await db.entities.user.get(members.map((m) => ({ userId: m.userId }))).go();
  return users.map((user) => user.email);
}
