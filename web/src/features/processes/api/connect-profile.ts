import { api } from '@/lib/api/call';

/** POST /api/processCharacteristic/connect: links a just created model to its profile. */
export function connectModelToProfile(profileId: string, uuid: string): Promise<unknown> {
  return api('postProcessCharacteristicConnect', { body: { CHARACTERISTIC: profileId, UUID: uuid } });
}
