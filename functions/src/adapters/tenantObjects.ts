import { randomUUID } from 'node:crypto';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { setting } from '../config/env.js';
import { EXPORT_TAGS, presignDocumentDownload, putDocument } from './documentStorage.js';
import { deleteObjectsUnder, deleteVersionsUnder, s3 } from './s3.js';

/**
 * Every object of a tenant: each bucket keeps a tenant's objects below `<clientId>/` (models,
 * documents, survey schemas, exports). The tenant export reads them; its own ZIPs wait below
 * `<clientId>/exports/mandant/` and are left out of the next export.
 */
export interface TenantObject {
  readonly bucket: 'documents' | 'history';
  readonly key: string;
  readonly body: Uint8Array;
}

const BUCKETS = [
  ['documents', 'documentsBucket'],
  ['history', 'historyBucket'],
] as const;
const tenantPrefix = (clientId: number) => `${clientId}/`;
const tenantExportsPrefix = (clientId: number) => `${clientId}/exports/mandant/`;

export async function tenantObjects(clientId: number): Promise<TenantObject[]> {
  const found: TenantObject[] = [];
  for (const [bucket, name] of BUCKETS) {
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({
          Bucket: setting(name),
          Prefix: tenantPrefix(clientId),
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || object.Key.startsWith(tenantExportsPrefix(clientId))) continue;
        const { Body } = await s3.send(new GetObjectCommand({ Bucket: setting(name), Key: object.Key }));
        found.push({
          bucket,
          key: object.Key,
          body: Body ? await Body.transformToByteArray() : new Uint8Array(),
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return found;
}

/** Stores a tenant export's ZIP and answers a short-lived download URL for it. */
export async function storeTenantExport(clientId: number, zip: Buffer, fileName: string): Promise<string> {
  const key = `${tenantExportsPrefix(clientId)}${randomUUID()}.zip`;
  await putDocument(key, zip, 'application/zip', EXPORT_TAGS);
  return presignDocumentDownload(key, fileName, 'application/zip');
}

/**
 * Deletes every object of the tenant in every bucket (models, documents, survey schemas,
 * reports, exports — all below `<clientId>/`), with all their versions. Idempotent: a re-run
 * finds what is left.
 */
export async function deleteTenantObjects(clientId: number): Promise<void> {
  for (const [, name] of BUCKETS) {
    await deleteObjectsUnder(setting(name), tenantPrefix(clientId));
    // Both buckets are versioned: the earlier versions and the delete markers go too.
    await deleteVersionsUnder(setting(name), tenantPrefix(clientId));
  }
}
