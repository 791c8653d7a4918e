import { writtenIfConditionHolds } from '../conditionFailure.js';
import { getDb } from '../db.js';
import { patchedIf } from './patchedIf.js';
import { allOf, oneOf } from './reads.js';
import type { TransactionEntities } from './transactions.js';
import { committed } from './transactions.js';

type ProfileCreate = Parameters<ReturnType<typeof getDb>['entities']['profile']['create']>[0];
type ProfilePatch = ReturnType<ReturnType<typeof getDb>['entities']['profile']['patch']>;
type FieldCreate = Parameters<ReturnType<typeof getDb>['entities']['profileField']['create']>[0];

/** One process profile of a client. */
export type ProfileItem = NonNullable<Awaited<ReturnType<typeof loadProfileItem>>>;
/** One custom profile field of a client. */
export type ProfileFieldItem = Awaited<ReturnType<typeof createProfileField>>;

export async function loadProfileItem(clientId: number, id: string) {
  return oneOf(getDb().entities.profile.get({ clientId, id }));
}

/** The client's profiles (one Query of the tenant partition). */
export async function listProfileItems(clientId: number) {
  return allOf(getDb().entities.profile.query.byClient({ clientId }));
}

export async function createProfileItem(profile: ProfileCreate): Promise<ProfileItem> {
  const { data } = await getDb().entities.profile.create(profile).go();
  return data as ProfileItem;
}

/** Sets a profile's attributes and removes those in `removed`: false when the profile is gone. */
export function patchProfileIfExists(
  clientId: number,
  id: string,
  changes: Parameters<ProfilePatch['set']>[0],
  removed: Parameters<ProfilePatch['remove']>[0],
): Promise<boolean> {
  const patch = getDb().entities.profile.patch({ clientId, id }).set(changes);
  return writtenIfConditionHolds(removed.length > 0 ? patch.remove(removed) : patch);
}

/** The transaction part that removes a model's link to the profile, only while it still points to it. */
function unlinkedModel(
  models: TransactionEntities['model'],
  clientId: number,
  uuid: string,
  profileId: string,
) {
  return models
    .patch({ clientId, uuid })
    .remove(['characteristicId'])
    .where((a, op) => op.eq(a.characteristicId, profileId))
    .commit();
}

/**
 * Links a model to a profile in one transaction whose conditions are what was read: the profile's
 * link is still `previous` (none when undefined), the model has no profile or already this one
 * (`modelLinked`), and the previous model (`unlinkPrevious`) loses its link to the profile. False
 * when the transaction was canceled.
 */
export async function connectProfileToModel(
  clientId: number,
  profileId: string,
  uuid: string,
  read: {
    readonly previous: string | undefined;
    readonly modelLinked: boolean;
    readonly unlinkPrevious: boolean;
  },
): Promise<boolean> {
  const { previous, modelLinked, unlinkPrevious } = read;
  return committed(({ profile, model }) => [
    profile
      .patch({ clientId, id: profileId })
      .set({ connectedModelId: uuid })
      .where((a, op) => (previous ? op.eq(a.connectedModelId, previous) : op.notExists(a.connectedModelId)))
      .commit(),
    model
      .patch({ clientId, uuid })
      .set({ characteristicId: profileId })
      .where((a, op) =>
        modelLinked ? op.eq(a.characteristicId, profileId) : op.notExists(a.characteristicId),
      )
      .commit(),
    ...(unlinkPrevious && previous ? [unlinkedModel(model, clientId, previous, profileId)] : []),
  ]);
}

/**
 * Deletes a profile while its link is still `linked` (none when undefined) and, in the same
 * transaction when `unlinkModel`, its model's link to it. False when the transaction was canceled.
 */
export async function deleteProfileItem(
  clientId: number,
  id: string,
  linked: string | undefined,
  unlinkModel: boolean,
): Promise<boolean> {
  return committed(({ profile, model }) => [
    profile
      .delete({ clientId, id })
      .where((a, op) => (linked ? op.eq(a.connectedModelId, linked) : op.notExists(a.connectedModelId)))
      .commit(),
    ...(unlinkModel && linked ? [unlinkedModel(model, clientId, linked, id)] : []),
  ]);
}

/** After a model is deleted: its profile no longer points at it (the profile itself stays). */
export async function unlinkProfileFromModel(
  clientId: number,
  uuid: string,
  profileId: string,
): Promise<void> {
  await patchedIf('profile', { clientId, id: profileId }, (profile) =>
    profile.remove(['connectedModelId']).where((a, op) => op.eq(a.connectedModelId, uuid)),
  );
}

/** The client's custom profile fields (one Query). */
export async function listProfileFieldItems(clientId: number) {
  return allOf(getDb().entities.profileField.query.byClient({ clientId }));
}

export async function createProfileField(field: FieldCreate) {
  const { data } = await getDb().entities.profileField.create(field).go();
  return data;
}
