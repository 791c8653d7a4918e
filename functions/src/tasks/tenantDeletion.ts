import * as z from 'zod/mini';
import { runTenantDeletion, type TenantDeletionOutcome } from '../domain/privacy/tenantDeletion.js';

/** What the one-time schedule of a requested tenant deletion delivers. */
export const tenantDeletionEvent = z.object({ clientId: z.number().check(z.int(), z.positive()) });

/**
 * Scheduled task at the end of a tenant's waiting period: deletes everything of the tenant
 * unless the request was cancelled (domain/privacy/tenantDeletion.ts). The tenant comes from the
 * schedule the superuser's request created, never from a member's request.
 */
export async function handler(event: unknown): Promise<TenantDeletionOutcome> {
  const { clientId } = tenantDeletionEvent.parse(event);
  return runTenantDeletion(clientId);
}
