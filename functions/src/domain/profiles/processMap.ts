import type { ProcessMapData } from '@prozesspuls/shared';
import type { Identity } from '../identity.js';
import { listProfileFields } from './fields.js';
import { listProfiles } from './profiles.js';

/** The map's axes (custom fields flagged as diagram fields) and every profile of the client. */
export async function processMap(caller: Identity): Promise<ProcessMapData> {
  const [fields, profiles] = await Promise.all([listProfileFields(caller.clientId), listProfiles(caller)]);
  return { fields: fields.filter((f) => f.isDiagram), profiles };
}
