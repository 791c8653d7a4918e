import { exportFiles, fullNameOf, mentions, traceMatcher } from '@prozesspuls/shared';
import { strToU8, zipSync } from 'fflate';
import { storeExport } from '../../adapters/exportStorage.js';
import { membershipsOfUser } from '../../data/repositories/memberships.js';
import { entityOf, tenantItems, userOwnItems } from '../../data/repositories/personalData.js';
import { loadUser } from '../../data/repositories/userAccounts.js';
import type { Identity } from '../identity.js';

/** Above this the ZIP goes through S3: base64 makes it a third larger, a Lambda answers ≤ 6 MB. */
export const INLINE_EXPORT_LIMIT = 4 * 1024 * 1024;

export const EXPORT_FILE_NAME = 'prozesspuls-meine-daten.zip';

const README = `Ihre Daten bei ProzessPuls (Art. 15 und 20 DSGVO)

Dieses Archiv enthält alle personenbezogenen Daten, die ProzessPuls über Sie speichert:
Ihr Profil, Ihre Mitgliedschaften, Anmeldedaten und alles im aktuellen Mandanten, was Sie
nennt (Kommentare, Fragen, Versionen, Benachrichtigungen, Freigabelinks, Protokolleinträge …),
je Art eine JSON-Datei.

Antworten auf Umfragen sind anonym und keiner Person zugeordnet; sie sind daher keine
personenbezogenen Daten und nicht enthalten.
`;

export type PersonalDataExport =
  | { readonly kind: 'inline'; readonly zip: Buffer; readonly fileName: string }
  | { readonly kind: 'stored'; readonly url: string };

/**
 * Every item the product holds about the caller: the own partition (profile, sign-in state),
 * the memberships in every client, and every item of the current client that names the caller
 * (by e-mail address or full name), one JSON file per kind, zipped.
 */
export async function exportPersonalData(
  caller: Identity,
  createdAt = new Date(),
): Promise<PersonalDataExport> {
  const [own, profile, memberships, tenant] = await Promise.all([
    userOwnItems(caller.userId),
    loadUser(caller.userId),
    membershipsOfUser(caller.userId),
    tenantItems(caller.clientId),
  ]);
  const matcher = traceMatcher([caller.userId, ...(profile ? [fullNameOf(profile)] : [])]);
  const named = matcher ? tenant.filter((item) => mentions(item, matcher)) : [];
  const files = exportFiles([
    ...own.map((item) => ({ entity: entityOf(item), item })),
    // Memberships of other clients; the current one is among the client's items.
    ...memberships
      .filter((m) => m.clientId !== caller.clientId)
      .map((item) => ({ entity: 'membership', item })),
    ...named.map((item) => ({ entity: entityOf(item), item })),
  ]);
  const zip = Buffer.from(
    zipSync(
      {
        'LIESMICH.txt': strToU8(README),
        'export.json': strToU8(
          JSON.stringify({ userId: caller.userId, createdAt: createdAt.toISOString() }, null, 2),
        ),
        ...Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])),
      },
      { mtime: createdAt },
    ),
  );
  if (zip.length <= INLINE_EXPORT_LIMIT) return { kind: 'inline', zip, fileName: EXPORT_FILE_NAME };
  return { kind: 'stored', url: await storeExport(caller.clientId, caller.userId, zip, EXPORT_FILE_NAME) };
}
