/**
 * Export of a whole tenant by the platform superuser (Art. 20 DSGVO for the customer, and the
 * hand-over before a tenant is deleted): every table item of the tenant and every object under
 * its prefix in both buckets, zipped, downloaded through a short-lived link.
 */
export const TENANT_EXPORT_MESSAGES = {
  onlySuperuser: 'Nur der Plattform-Superuser darf einen ganzen Mandanten exportieren.',
  unknownClient: 'Diesen Mandanten gibt es nicht.',
  invalidClientId: 'Die Mandanten-ID muss eine positive ganze Zahl sein.',
} as const;

/** GET /client/{id}/export: the stored ZIP's download link (valid a few minutes). */
export interface TenantExportResponse {
  readonly url: string;
}

/**
 * Every stored export (own data, tenant, evaluation) carries this object tag; the documents
 * bucket's lifecycle rule expires tagged objects after `EXPORT_RETENTION_DAYS` (an export's
 * link lives 5 minutes, so a day is generous).
 */
export const EXPORT_OBJECT_TAG = { key: 'prozesspuls-kind', value: 'export' } as const;
export const EXPORT_RETENTION_DAYS = 1;

export const tenantExportFileName = (clientId: number) => `prozesspuls-mandant-${clientId}.zip`;

/** The ZIP's file of one stored object: `dateien/<bucket>/<key>`. */
export const tenantObjectPath = (bucket: string, key: string) => `dateien/${bucket}/${key}`;

/** Credentials are never exported: hashes of sign-in, invitation and participation tokens. */
const CREDENTIAL_ATTRIBUTES: ReadonlySet<string> = new Set(['tokenHash', 'tokenHashes']);

const plain = (value: unknown): unknown => {
  if (value instanceof Set) return [...value].map(plain);
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
};

/**
 * The tenant's table items, one JSON file per entity (`daten/<entity>.json`), everything but
 * credentials: unlike a person's export (export.ts), the tenant's export holds its survey answers
 * and technical keys too, so it is complete.
 */
export function tenantExportFiles(
  items: readonly { readonly entity: string; readonly item: Readonly<Record<string, unknown>> }[],
): Record<string, string> {
  const grouped = new Map<string, unknown[]>();
  for (const { entity, item } of items) {
    const record = Object.fromEntries(
      Object.entries(item).filter(([name]) => !CREDENTIAL_ATTRIBUTES.has(name)),
    );
    grouped.set(entity, [...(grouped.get(entity) ?? []), plain(record)]);
  }
  return Object.fromEntries(
    [...grouped].map(([entity, records]) => [`daten/${entity}.json`, JSON.stringify(records, null, 2)]),
  );
}
