import { writtenUnlessConditionFails } from '../../data/conditionFailure.js';
import { getDb } from '../../data/db.js';

/** After a model is deleted: its profile no longer points at it (the profile itself stays). */
export async function unlinkDeletedModel(clientId: number, uuid: string, profileId: string): Promise<void> {
  await writtenUnlessConditionFails(() =>
    getDb()
      .entities.profile.patch({ clientId, id: profileId })
      .remove(['connectedModelId'])
      .where((a, op) => op.eq(a.connectedModelId, uuid))
      .go(),
  );
}
