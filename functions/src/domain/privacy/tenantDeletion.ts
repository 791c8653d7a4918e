import {
  type ClientDetails,
  confirmsTenantName,
  isProtectedUser,
  TENANT_DELETION_MESSAGES,
  tenantDeletionDueAt,
  tenantDeletionScheduleName,
  tenantDeletionWaitingDays,
} from '@prozesspuls/shared';
import { logger } from '../../adapters/logger.js';
import { cancelSchedule, scheduleNamesStartingWith, scheduleOnce } from '../../adapters/scheduler.js';
import { deleteTenantObjects } from '../../adapters/tenantObjects.js';
import { deleteAccount } from '../../adapters/userPool.js';
import { optionalSetting } from '../../config/env.js';
import {
  clearDeletionRequest,
  finishDeletion,
  markDeletionRequested,
  markDeletionRunning,
} from '../../data/repositories/clients.js';
import { clientsOfMember, deleteAll, userOwnItems } from '../../data/repositories/personalData.js';
import { clientRecord } from '../../data/repositories/tenantData.js';
import { deleteTenantItems, tenantPeople } from '../../data/repositories/tenantRemoval.js';
import { loadUser, setCurrentClient } from '../../data/repositories/userAccounts.js';
import { toDetails } from '../admin/clients.js';
import { Conflict, found, PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';

/**
 * Two-step deletion of a whole tenant (Art. 17 DSGVO for the customer). Step 1: the platform
 * superuser — the flag on the own user record, never a tenant's role — requests it, typing the
 * tenant's name; the tenant is then refused at sign-in and on every API call (identity.ts,
 * auth/login.ts) and a one-time schedule is set at the end of the waiting period. Until then the
 * request can be cancelled. Step 2: the schedule runs `runTenantDeletion`, which deletes every
 * table item, every object and the schedules of the tenant and the accounts of the people who
 * belong only to it, and leaves the platform's record that tenant X was deleted on D by P.
 */

function requirePlatformSuperuser(caller: Identity) {
  if (!caller.isSuperuser) throw new PermissionDenied(TENANT_DELETION_MESSAGES.onlySuperuser);
}

async function existingClient(clientId: number) {
  return found(await clientRecord(clientId), TENANT_DELETION_MESSAGES.unknownClient);
}

export async function requestTenantDeletion(
  caller: Identity,
  clientId: number,
  typedName: string,
  now = new Date(),
): Promise<ClientDetails> {
  requirePlatformSuperuser(caller);
  const client = await existingClient(clientId);
  // The superuser works in a tenant; that one stays usable for the request's own follow-up calls.
  if (clientId === caller.clientId) throw new RuleViolation(TENANT_DELETION_MESSAGES.ownClient);
  if (!confirmsTenantName(typedName, client.companyName))
    throw new RuleViolation(TENANT_DELETION_MESSAGES.nameMismatch);
  if (client.deletionState) throw new Conflict(TENANT_DELETION_MESSAGES.alreadyRequested);
  const dueAt = tenantDeletionDueAt(
    now,
    tenantDeletionWaitingDays(optionalSetting('tenantDeletionWaitingDays')),
  );
  const marked = await markDeletionRequested(clientId, {
    requestedAt: now.toISOString(),
    dueAt: dueAt.toISOString(),
    requestedBy: caller.userId,
  });
  // A concurrent request won the conditional write.
  if (!marked) throw new Conflict(TENANT_DELETION_MESSAGES.alreadyRequested);
  await scheduleOnce(tenantDeletionScheduleName(clientId), dueAt, {
    kind: 'tenantDeletion',
    input: { clientId },
  });
  logger.info('tenant deletion requested', { clientId, dueAt: dueAt.toISOString() });
  return toDetails(marked);
}

export async function cancelTenantDeletion(caller: Identity, clientId: number): Promise<ClientDetails> {
  requirePlatformSuperuser(caller);
  const client = await existingClient(clientId);
  if (client.deletionState === 'running') throw new Conflict(TENANT_DELETION_MESSAGES.alreadyRunning);
  if (!client.deletionState) throw new Conflict(TENANT_DELETION_MESSAGES.notRequested);
  const cleared = await clearDeletionRequest(clientId);
  // The sweep started between the read and the write: it is no longer cancellable.
  if (!cleared) throw new Conflict(TENANT_DELETION_MESSAGES.alreadyRunning);
  // A schedule left behind would find no request and do nothing; removing it keeps the group tidy.
  await cancelSchedule(tenantDeletionScheduleName(clientId));
  return toDetails(cleared);
}

/**
 * The people of the tenant lose it: an account that belongs to no other tenant goes (Cognito
 * account, profile, sign-in state and tokens); one that belongs to others keeps everything but
 * this membership and, when this tenant was the current one, works in another from now on. The
 * platform superuser and the protected demo accounts always keep their account.
 */
async function removePeople(clientId: number): Promise<number> {
  let accountsDeleted = 0;
  for (const userId of await tenantPeople(clientId)) {
    const others = (await clientsOfMember(userId)).filter((id) => id !== clientId);
    const profile = await loadUser(userId);
    const other = others[0];
    if (other === undefined && !isProtectedUser(userId) && !profile?.platformSuperuser) {
      await deleteAccount(userId);
      await deleteAll(await userOwnItems(userId));
      accountsDeleted += 1;
    } else if (other !== undefined && profile?.currentClientId === clientId) {
      await setCurrentClient(userId, other);
    }
  }
  return accountsDeleted;
}

/** The schedules of the tenant: every schedule name spells the client id after its purpose. */
const TENANT_SCHEDULE_PREFIXES = (clientId: number) => [
  `finish-${clientId}-`,
  `remind-${clientId}-`,
  `measure-overdue-${clientId}-`,
  `risk-step-${clientId}-`,
];

async function removeSchedules(clientId: number): Promise<number> {
  const names = (
    await Promise.all(TENANT_SCHEDULE_PREFIXES(clientId).map((prefix) => scheduleNamesStartingWith(prefix)))
  ).flat();
  for (const name of [...names, tenantDeletionScheduleName(clientId)]) await cancelSchedule(name);
  return names.length;
}

export type TenantDeletionOutcome =
  | { readonly outcome: 'skipped' }
  | {
      readonly outcome: 'deleted';
      readonly items: number;
      readonly accounts: number;
      readonly schedules: number;
    };

/**
 * Step 2, run by the schedule at the end of the waiting period: does nothing when the request
 * was cancelled (or is not due, or the tenant is gone). Idempotent and resumable: the client
 * record stays 'running' until everything else is gone, so a re-run after a crash finishes the job.
 */
export async function runTenantDeletion(clientId: number, now = new Date()): Promise<TenantDeletionOutcome> {
  if (!(await markDeletionRunning(clientId, now.toISOString()))) return { outcome: 'skipped' };
  const client = await clientRecord(clientId);
  if (!client) return { outcome: 'skipped' };
  // People first: who belongs to the tenant is read from its memberships, deleted further down.
  const accounts = await removePeople(clientId);
  await deleteTenantObjects(clientId);
  const schedules = await removeSchedules(clientId);
  const items = await deleteTenantItems(clientId);
  await finishDeletion(
    {
      clientId,
      requestedAt: client.deletionRequestedAt ?? now.toISOString(),
      requestedBy: client.deletionRequestedBy ?? '',
      dueAt: client.deletionDueAt ?? now.toISOString(),
    },
    now.toISOString(),
  );
  logger.info('tenant deleted', { clientId, items, accounts, schedules });
  return { outcome: 'deleted', items, accounts, schedules };
}
