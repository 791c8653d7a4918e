import { getDb } from '../db.js';
import { allOf } from './reads.js';

/** The released version of a model of a client: its number and the S3 key of its XML; undefined when none. */
export async function loadModelRelease(
  clientId: number,
  uuid: string,
): Promise<{ readonly releaseVersion: number; readonly xmlKey: string } | undefined> {
  const { data } = await getDb().entities.model.get({ clientId, uuid }).go();
  if (!data?.releasedXmlKey) return undefined;
  return { releaseVersion: data.releaseVersion ?? 1, xmlKey: data.releasedXmlKey };
}

/** Every model of a client (one Query of the tenant partition by the model prefix). */
export async function modelsOfClient(clientId: number) {
  return allOf(getDb().entities.model.query.byClient({ clientId }));
}
