import { getDb } from '../db.js';

export interface AuditRecord {
  readonly clientId: number;
  readonly auditId: string;
  readonly at: string;
  readonly actor: string;
  readonly action: string;
  readonly target: string;
  readonly details: Record<string, unknown>;
}

/** Appends one entry to the client's audit trail. */
export async function appendAuditEntry(entry: AuditRecord): Promise<void> {
  await getDb().entities.audit.create(entry).go();
}

/** The client's newest `limit` audit entries, newest first (a query on the tenant partition). */
export async function latestAuditEntries(clientId: number, limit: number) {
  const { data } = await getDb().entities.audit.query.byClient({ clientId }).go({ order: 'desc', limit });
  return data;
}
