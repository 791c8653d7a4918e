import type { TenantDeletionState } from '@prozesspuls/shared';
import { writtenUnlessConditionFails } from '../conditionFailure.js';
import { getDb } from '../db.js';
import type { ClientItem } from './identityRecords.js';
import { committed } from './transactions.js';

/**
 * Storage of the platform's clients (tenants): the client record `T#<clientId>` / `CLIENT`, listed
 * by index gsi1 `CLIENTS`, with the first records of a new client and the states of its two-step
 * deletion, and the platform's record of each deleted client.
 */
export type ClientRecord = ClientItem;

/** Every client of the platform (index gsi1, page by page). */
export async function allClients(): Promise<ClientRecord[]> {
  const { data } = await getDb().entities.client.query.all({}).go({ pages: 'all' });
  return data;
}

export interface NewClient {
  readonly clientId: number;
  readonly companyName: string;
  readonly shortName: string;
  readonly adminEmail: string;
  readonly identityColor: string;
  readonly imageUrl?: string;
  /** Who created it: the creator of the client's 'Default' folder. */
  readonly createdBy: string;
  /** The administrator's profile, written only when the administrator is new to the platform. */
  readonly adminProfile?: { readonly firstName: string; readonly lastName: string };
}

/**
 * Creates an active client with its 'Default' folder, the roles Administrator and Mitarbeiter,
 * and the administrator as member (with a profile when new to the platform) — in one transaction.
 */
export async function createClientRecords(client: NewClient): Promise<void> {
  const { clientId, adminEmail: adminId } = client;
  const record = {
    clientId,
    companyName: client.companyName,
    shortName: client.shortName,
    adminEmail: adminId,
    activeState: true,
    identityColor: client.identityColor,
    ...(client.imageUrl ? { imageUrl: client.imageUrl } : {}),
  };
  await getDb()
    .transaction.write(({ client: clients, folder, role, membership, user }) => [
      clients.create(record).commit(),
      folder
        .create({
          clientId,
          folderId: 'default',
          folderName: 'Default',
          createdBy: client.createdBy,
          // The new client's administrators may read and write the 'Default' folder.
          folderPermissions: { administrator: { PROCESS_READ: true, PROCESS_WRITE: true } },
        })
        .commit(),
      role
        .create({
          clientId,
          roleId: 'administrator',
          roleTitle: 'Administrator',
          permissions: { ADMIN: true },
          memberCount: 1,
        })
        .commit(),
      role
        .create({
          clientId,
          roleId: 'mitarbeiter',
          roleTitle: 'Mitarbeiter',
          permissions: { READ: true },
          memberCount: 0,
        })
        .commit(),
      membership.create({ clientId, userId: adminId, roleIds: ['administrator'], rev: 0 }).commit(),
      ...(client.adminProfile
        ? [
            user
              .create({
                userId: adminId,
                email: adminId,
                firstName: client.adminProfile.firstName,
                lastName: client.adminProfile.lastName,
                iconColor: '#000000',
                currentClientId: clientId,
              })
              .commit(),
          ]
        : []),
    ])
    .go();
}

/** Activates or deactivates an existing client; answers the record after the change. */
export async function setClientActive(clientId: number, activeState: boolean): Promise<ClientRecord> {
  const { data } = await getDb()
    .entities.client.patch({ clientId })
    .set({ activeState })
    .go({ response: 'all_new' });
  return data;
}

/** Saves the client's external workflow integration. */
export async function setClientIntegration(
  clientId: number,
  externalURL: string,
  integrationState: boolean,
): Promise<void> {
  await getDb().entities.client.patch({ clientId }).set({ externalURL, integrationState }).go();
}

export interface DeletionRequest {
  readonly requestedAt: string;
  readonly dueAt: string;
  readonly requestedBy: string;
}

/**
 * Marks the client's deletion as requested, only when the client exists and no deletion is
 * requested or running: of two racing requests one wins. Answers the record, or undefined when
 * the condition failed.
 */
export async function markDeletionRequested(
  clientId: number,
  request: DeletionRequest,
): Promise<ClientRecord | undefined> {
  let record: ClientRecord | undefined;
  const written = await writtenUnlessConditionFails(async () => {
    const { data } = await getDb()
      .entities.client.patch({ clientId })
      .set({
        deletionState: 'requested',
        deletionRequestedAt: request.requestedAt,
        deletionDueAt: request.dueAt,
        deletionRequestedBy: request.requestedBy,
      })
      .where((a, op) => op.notExists(a.deletionState))
      .go({ response: 'all_new' });
    record = data;
  });
  return written ? record : undefined;
}

/**
 * Takes a requested deletion back, only while it is still 'requested' (a running sweep is never
 * undone). Answers the record, or undefined when the condition failed.
 */
export async function clearDeletionRequest(clientId: number): Promise<ClientRecord | undefined> {
  let record: ClientRecord | undefined;
  const written = await writtenUnlessConditionFails(async () => {
    const { data } = await getDb()
      .entities.client.patch({ clientId })
      .remove(['deletionState', 'deletionRequestedAt', 'deletionDueAt', 'deletionRequestedBy'])
      .where((a, op) => op.eq(a.deletionState, 'requested'))
      .go({ response: 'all_new' });
    record = data;
  });
  return written ? record : undefined;
}

/**
 * Starts the sweep: 'requested' and due at `nowIso` becomes 'running' (a cancellation can no
 * longer win), or it is 'running' already (a re-run after a crash). False when the request was
 * cancelled, is not due yet, or the client is gone.
 */
export async function markDeletionRunning(clientId: number, nowIso: string): Promise<boolean> {
  return writtenUnlessConditionFails(() =>
    getDb()
      .entities.client.patch({ clientId })
      .set({ deletionState: 'running' satisfies TenantDeletionState })
      .where(
        (a, op) =>
          `(${op.eq(a.deletionState, 'running')}) OR (${op.eq(a.deletionState, 'requested')} AND ${op.lte(a.deletionDueAt, nowIso)})`,
      )
      .go(),
  );
}

/**
 * Ends the deletion: the client record goes and the platform's record of the deletion is written,
 * in one transaction conditioned on the sweep running. False when it was not (already finished).
 */
export async function finishDeletion(
  client: { readonly clientId: number } & DeletionRequest,
  deletedAt: string,
): Promise<boolean> {
  const { clientId } = client;
  return committed(({ client: clients, tenantDeletionRecord }) => [
    clients
      .delete({ clientId })
      .where((a, op) => op.eq(a.deletionState, 'running'))
      .commit(),
    tenantDeletionRecord
      .put({ clientId, requestedAt: client.requestedAt, requestedBy: client.requestedBy, deletedAt })
      .commit(),
  ]);
}

/** The platform's record of the deleted client, or undefined. */
export async function tenantDeletionRecord(clientId: number) {
  const { data } = await getDb().entities.tenantDeletionRecord.get({ clientId }).go();
  return data ?? undefined;
}
