import {
  TENANT_EXPORT_MESSAGES,
  type TenantExportResponse,
  tenantExportFileName,
  tenantExportFiles,
  tenantObjectPath,
} from '@prozesspuls/shared';
import { strToU8, zipSync } from 'fflate';
import { storeTenantExport, tenantObjects } from '../../adapters/tenantObjects.js';
import { entityOf, tenantItems } from '../../data/repositories/personalData.js';
import { clientRecord } from '../../data/repositories/tenantData.js';
import { NotFound, PermissionDenied } from '../errors.js';
import type { Identity } from '../identity.js';

const README = `Export eines Mandanten von ProzessPuls

mandant.json      die Stammdaten des Mandanten
daten/*.json      alle Einträge des Mandanten in der Datenbank, je Art eine JSON-Datei
objekte.json      alle Dateien des Mandanten (Bucket, Schlüssel, Größe in Byte)
dateien/...       die Dateien selbst (Modellversionen, Dokumente, Umfragen)
`;

/**
 * A whole tenant as a ZIP (every table item of its partitions, every object under its prefix in
 * both buckets), stored in the documents bucket and answered as a short-lived link: a tenant
 * easily exceeds what a Lambda may answer (6 MB). Only the platform superuser (the flag on the
 * own user record, never a tenant's role) may export a tenant, any tenant.
 */
export async function exportTenant(
  caller: Identity,
  clientId: number,
  createdAt = new Date(),
): Promise<TenantExportResponse> {
  if (!caller.isSuperuser) throw new PermissionDenied(TENANT_EXPORT_MESSAGES.onlySuperuser);
  const client = await clientRecord(clientId);
  if (!client) throw new NotFound(TENANT_EXPORT_MESSAGES.unknownClient);
  const [items, objects] = await Promise.all([tenantItems(clientId), tenantObjects(clientId)]);
  const files = tenantExportFiles(items.map((item) => ({ entity: entityOf(item), item })));
  const zip = Buffer.from(
    zipSync(
      {
        'LIESMICH.txt': strToU8(README),
        'mandant.json': strToU8(JSON.stringify({ ...client, exportedAt: createdAt.toISOString() }, null, 2)),
        ...Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
        'objekte.json': strToU8(
          JSON.stringify(
            objects.map((o) => ({ bucket: o.bucket, key: o.key, bytes: o.body.length })),
            null,
            2,
          ),
        ),
        ...Object.fromEntries(objects.map((o) => [tenantObjectPath(o.bucket, o.key), o.body])),
      },
      { mtime: createdAt },
    ),
  );
  return { url: await storeTenantExport(clientId, zip, tenantExportFileName(clientId)) };
}
