import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@prozesspuls/shared';
import { appendAuditEntry, latestAuditEntries } from '../../data/repositories/auditTrail.js';

/** Records one administrative change in the tenant's audit trail. */
export async function audit(
  clientId: number,
  actor: string,
  action: string,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await appendAuditEntry({
    clientId,
    auditId: randomUUID(),
    at: new Date().toISOString(),
    actor,
    action,
    target,
    details,
  });
}

/** The newest entries first (a query on the tenant partition). */
export async function auditTrail(clientId: number, limit = 200): Promise<AuditEntry[]> {
  return (await latestAuditEntries(clientId, limit)).map((e) => ({
    at: e.at,
    actor: e.actor,
    action: e.action,
    target: e.target,
    details: (e.details ?? {}) as Record<string, unknown>,
  }));
}
