import { createHash } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { setting } from '../config/env.js';
import { deleteObjectsUnder, s3 } from './s3.js';

/** Every object of a model lives below `<clientId>/models/<uuid>/`: tenant first, like every key. */
export const modelPrefix = (clientId: number, uuid: string) => `${clientId}/models/${uuid}/`;

export function contentHash(xml: string): string {
  return createHash('sha256').update(xml).digest('hex');
}

/** The key of a stored diagram version (its commit hash is the XML's content hash). */
export const modelXmlKey = (clientId: number, uuid: string, hash: string) =>
  `${modelPrefix(clientId, uuid)}${hash}.bpmn`;

/** Stores a version of a diagram under its content hash; the same XML is the same object. */
export async function putModelXml(
  clientId: number,
  uuid: string,
  xml: string,
): Promise<{ key: string; hash: string }> {
  const hash = contentHash(xml);
  const key = modelXmlKey(clientId, uuid, hash);
  await s3.send(
    new PutObjectCommand({
      Bucket: setting('historyBucket'),
      Key: key,
      Body: xml,
      ContentType: 'application/xml; charset=utf-8',
    }),
  );
  return { key, hash };
}

export async function getModelXml(key: string): Promise<string> {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: setting('historyBucket'), Key: key }));
  if (!Body) throw new Error(`empty object ${key}`);
  return Body.transformToString('utf-8');
}

/** Deletes every object below the model's prefix (all versions of its diagram). */
export async function deleteModelObjects(clientId: number, uuid: string): Promise<void> {
  await deleteObjectsUnder(setting('historyBucket'), modelPrefix(clientId, uuid));
}

/** The commit hash of a stored version from its key (`…/<hash>.bpmn`, see putModelXml). */
export function hashOfModelKey(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1).replace(/\.bpmn$/, '');
}

/**
 * Stores the element content of a released version (JSON) under its content hash, next to the
 * model's diagrams, so it is deleted with them; the same content is the same object.
 */
export async function putModelContent(clientId: number, uuid: string, json: string): Promise<string> {
  const key = `${modelPrefix(clientId, uuid)}content-${contentHash(json)}.json`;
  await s3.send(
    new PutObjectCommand({
      Bucket: setting('historyBucket'),
      Key: key,
      Body: json,
      ContentType: 'application/json; charset=utf-8',
    }),
  );
  return key;
}
