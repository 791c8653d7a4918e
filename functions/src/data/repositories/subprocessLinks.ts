import { getDb } from '../db.js';
import { allOf } from './reads.js';

/** The links of a model's subprocess elements to other models. */
export async function listSubprocessLinks(clientId: number, uuid: string) {
  return allOf(getDb().entities.subprocessLink.query.byModel({ clientId, uuid }));
}

export async function putSubprocessLink(
  clientId: number,
  uuid: string,
  elementId: string,
  linkedUuid: string,
): Promise<void> {
  await getDb().entities.subprocessLink.put({ clientId, uuid, elementId, linkedUuid }).go();
}

export async function deleteSubprocessLink(clientId: number, uuid: string, elementId: string): Promise<void> {
  await getDb().entities.subprocessLink.delete({ clientId, uuid, elementId }).go();
}
