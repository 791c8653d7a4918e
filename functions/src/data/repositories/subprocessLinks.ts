import { getDb } from '../db.js';

/** The links of a model's subprocess elements to other models. */
export async function listSubprocessLinks(clientId: number, uuid: string) {
  const { data } = await getDb()
    .entities.subprocessLink.query.byModel({ clientId, uuid })
    .go({ pages: 'all' });
  return data;
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
