import * as z from 'zod/mini';
import { requiredText } from '../api/contracts/fields.js';

/**
 * Deleting a whole tenant (Art. 17 DSGVO for the customer) is two-step: the platform superuser
 * requests it, naming the tenant; after a waiting period a one-time schedule deletes everything of
 * it. Until then the request can be cancelled, and the tenant's members can neither sign in to it
 * nor call the API in it.
 */
export const TENANT_DELETION_MESSAGES = {
  onlySuperuser: 'Nur der Plattform-Superuser darf einen Mandanten löschen.',
  unknownClient: 'Diesen Mandanten gibt es nicht.',
  invalidClientId: 'Die Mandanten-ID muss eine positive ganze Zahl sein.',
  nameMismatch: 'Der eingegebene Name stimmt nicht mit dem Namen des Mandanten überein.',
  nameMissing: 'Bitte geben Sie den Namen des Mandanten ein.',
  ownClient: 'Der aktuell gewählte Mandant kann nicht gelöscht werden.',
  alreadyRequested: 'Die Löschung dieses Mandanten ist bereits beantragt.',
  notRequested: 'Für diesen Mandanten ist keine Löschung beantragt.',
  alreadyRunning: 'Die Löschung dieses Mandanten läuft bereits und kann nicht mehr abgebrochen werden.',
  /** Sign-in and every API call in a tenant whose deletion is requested. */
  clientBeingDeleted: 'Dieser Mandant wird gelöscht. Anmeldung und Zugriff sind nicht mehr möglich.',
} as const;

/** The waiting period when none is configured. */
export const DEFAULT_TENANT_DELETION_WAITING_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The configured waiting period in whole days (0 deletes at once: for tests and test
 * systems); anything else than a whole non-negative number keeps the default.
 */
export function tenantDeletionWaitingDays(configured: string | undefined): number {
  if (configured === undefined || configured.trim() === '') return DEFAULT_TENANT_DELETION_WAITING_DAYS;
  const days = Number(configured);
  return Number.isInteger(days) && days >= 0 ? days : DEFAULT_TENANT_DELETION_WAITING_DAYS;
}

/** When a deletion requested at `requestedAt` is carried out. */
export const tenantDeletionDueAt = (requestedAt: Date, waitingDays: number): Date =>
  new Date(requestedAt.getTime() + waitingDays * DAY_MS);

/**
 * The typed confirmation names the tenant: its company name, ignoring surrounding blanks and
 * case, so a tenant is never deleted by a slip of the mouse.
 */
export const confirmsTenantName = (typed: string, companyName: string): boolean =>
  typed.trim().toLocaleLowerCase('de') === companyName.trim().toLocaleLowerCase('de');

/** Requested: waiting and cancellable. Running: the sweep has started; only it ends the tenant. */
export type TenantDeletionState = 'requested' | 'running';

/** The deletion of a tenant as the client management shows it. */
export interface TenantDeletion {
  readonly state: TenantDeletionState;
  /** ISO time of the request. */
  readonly requestedAt: string;
  /** ISO time the deletion is carried out. */
  readonly dueAt: string;
}

/** A tenant can be worked in while it is active and no deletion is requested or running. */
export const tenantUsable = (client: {
  readonly activeState: boolean;
  readonly deletionState?: TenantDeletionState | undefined;
}): boolean => client.activeState && client.deletionState === undefined;

/** POST /client/{id}/deletion: the tenant's name, typed by the superuser as confirmation. */
export const tenantDeletionRequest = z.object({
  companyName: requiredText(200, {
    required: TENANT_DELETION_MESSAGES.nameMissing,
    tooLong: TENANT_DELETION_MESSAGES.nameMismatch,
    absent: TENANT_DELETION_MESSAGES.nameMissing,
  }),
});

/** The one-time schedule that carries out the deletion of `clientId` (Scheduler name rules). */
export const tenantDeletionScheduleName = (clientId: number) => `tenant-deletion-${clientId}`;
