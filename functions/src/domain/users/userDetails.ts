import {
  type ClientSummary,
  MSG,
  RELEASE_NOTES_VERSION,
  type ReleaseNotesState,
  type RoleDetails,
  TENANT_DELETION_MESSAGES,
  type UserDetails,
} from '@prozesspuls/shared';
import { loadInvitation, loadMembership } from '../../data/repositories/memberships.js';
import { clientRecord, clientRecords } from '../../data/repositories/tenantData.js';
import {
  clientIdsOfUser,
  loadUser,
  setCurrentClient,
  setReleaseNotesVersion,
} from '../../data/repositories/userAccounts.js';
import { NotFound, PermissionDenied } from '../errors.js';
import type { Identity } from '../identity.js';
import { loadRoles } from '../identity.js';
import { listedClients, listedEntryOf } from './clientList.js';
import { profileView } from './profileView.js';

/** Details of a user: one's own, or, for an admin, of a member of the admin's current client. */
export async function userDetails(caller: Identity, requestedId: string): Promise<UserDetails> {
  const userId = requestedId.trim().toLowerCase();
  const own = userId === caller.userId;
  if (!own && !caller.permissions.ADMIN) throw new PermissionDenied();
  const [user, membership, invitation] = await Promise.all([
    loadUser(userId),
    loadMembership(caller.clientId, userId),
    own ? undefined : loadInvitation(caller.clientId, userId),
  ]);
  // A pending invitation shows what the inviting admin typed, as a new person would (no profile).
  if (!membership && invitation) return invitedDetails(caller, invitation);
  // Another tenant's user is indistinguishable from an unknown one.
  if (!user || !membership) throw new NotFound();
  const roles = own
    ? caller.roles
    : (await loadRoles(caller.clientId, membership.roleIds)).map((r) => ({
        id: r.roleId,
        roleTitle: r.roleTitle,
      }));
  const permissions = own ? caller.permissions : {};
  return {
    ...profileView(user),
    currentClientId: caller.clientId,
    roles,
    permissions,
    isSuperuser: own ? caller.isSuperuser : user.platformSuperuser === true,
  };
}

async function invitedDetails(
  caller: Identity,
  invitation: NonNullable<Awaited<ReturnType<typeof loadInvitation>>>,
): Promise<UserDetails> {
  const roles = await loadRoles(caller.clientId, invitation.roleIds);
  return {
    ...profileView({ ...invitation, email: invitation.userId }),
    currentClientId: caller.clientId,
    roles: roles.map((r) => ({ id: r.roleId, roleTitle: r.roleTitle })),
    permissions: {},
    isSuperuser: false,
  };
}

/**
 * The clients the caller belongs to: one Query of the user's memberships (a query on the user's
 * index, no scan); the clients' names and states come from this container's memory
 * (ListedClientCache) and are read in one batch only when unknown or older than its TTL.
 */
export async function clientsOf(userId: string): Promise<ClientSummary[]> {
  const clientIds = await clientIdsOfUser(userId);
  if (clientIds.length === 0) return [];
  const { known, missing } = listedClients.lookup(clientIds);
  if (missing.length > 0) {
    const records = new Map((await clientRecords(missing)).map((c) => [c.clientId, c]));
    for (const clientId of missing) {
      const client = records.get(clientId);
      const entry = client ? listedEntryOf(client) : undefined;
      listedClients.put(clientId, entry);
      known.set(clientId, entry);
    }
  }
  return clientIds
    .map((clientId) => known.get(clientId))
    .filter((entry): entry is ClientSummary => entry !== undefined)
    .sort((a, b) => a.companyName.localeCompare(b.companyName, 'de'));
}

/** Switches the caller's current client; only to an active client the caller belongs to. */
export async function switchClient(userId: string, clientId: number): Promise<number> {
  const [membership, client] = await Promise.all([loadMembership(clientId, userId), clientRecord(clientId)]);
  if (!membership || !client) throw new PermissionDenied(MSG.clientNotAssigned);
  if (!client.activeState) throw new PermissionDenied(MSG.loginClientInactive);
  if (client.deletionState) throw new PermissionDenied(TENANT_DELETION_MESSAGES.clientBeingDeleted);
  await setCurrentClient(userId, clientId);
  return clientId;
}

/** The caller's roles in the current client, with their flags. */
export async function rolesOf(caller: Identity): Promise<RoleDetails[]> {
  const membership = await loadMembership(caller.clientId, caller.userId);
  const roles = await loadRoles(caller.clientId, membership?.roleIds ?? []);
  return roles.map((r) => ({ id: r.roleId, roleTitle: r.roleTitle, permissions: r.permissions }));
}

export async function releaseNotesState(userId: string): Promise<ReleaseNotesState> {
  const user = await loadUser(userId);
  return {
    version: RELEASE_NOTES_VERSION,
    acknowledged: user?.releaseNotesVersion === RELEASE_NOTES_VERSION,
    acknowledgedVersion: user?.releaseNotesVersion ?? null,
  };
}

export async function acknowledgeReleaseNotes(userId: string, version: string): Promise<void> {
  await setReleaseNotesVersion(userId, version);
}

/** The current client's identity colour and logo. */
export async function clientBranding(
  clientId: number,
): Promise<{ identityColor?: string; imageUrl?: string }> {
  const client = await clientRecord(clientId);
  return { identityColor: client?.identityColor, imageUrl: client?.imageUrl };
}
