import { getDb } from '../db.js';
import { deleteAll, entityOf, type RawItem, tenantItems } from './personalData.js';

/**
 * Storage side of deleting a whole tenant: who belongs to it, and every table item of it — its
 * partitions `T#<clientId>` and `T#<clientId>#M#<uuid>` (by Query, page by page, never a scan)
 * and the global lookup items that point into it (share links `SHARELINK#<hash>` of its models,
 * participation links `PXLINK#<hash>` of its survey recipients).
 */

/** The ids of the client's members and invitees. */
export async function tenantPeople(clientId: number): Promise<string[]> {
  const { entities } = getDb();
  const [members, invitees] = await Promise.all([
    entities.membership.query.byClient({ clientId }).go({ pages: 'all' }),
    entities.invitation.query.byClient({ clientId }).go({ pages: 'all' }),
  ]);
  return [...new Set([...members.data, ...invitees.data].map((p) => p.userId))];
}

const isClientRecord = (item: RawItem) => entityOf(item) === 'client';
const isModelRecord = (item: RawItem) => entityOf(item) === 'model';

/** The participation links of the tenant's survey recipients (global items, by their hashes). */
function participationLinkKeys(items: readonly RawItem[]): { tokenHash: string }[] {
  return items
    .filter((item) => entityOf(item) === 'participationRecipient')
    .flatMap((item) => [...((item.tokenHashes as Iterable<string> | undefined) ?? [])])
    .map((tokenHash) => ({ tokenHash }));
}

/**
 * Deletes every table item of the tenant except its client record (the marker that the sweep
 * still runs). Resumable: the model records, by which the model partitions are found, and the
 * recipients, by which the participation links are found, go only after what they lead to.
 * Answers how many items were deleted.
 */
export async function deleteTenantItems(clientId: number): Promise<number> {
  const items = await tenantItems(clientId);
  const links = participationLinkKeys(items);
  for (let i = 0; i < links.length; i += 25) {
    await getDb()
      .entities.participationLink.delete(links.slice(i, i + 25))
      .go();
  }
  const tenantPk = getDb().entities.client.get({ clientId }).params().Key?.pk;
  const tenantPartition = (item: RawItem) => item.pk === tenantPk;
  // Model partitions and global share links first, then the tenant partition (model records last).
  const outside = items.filter((item) => !tenantPartition(item));
  const inside = items.filter((item) => tenantPartition(item) && !isClientRecord(item));
  await deleteAll(outside);
  await deleteAll(inside.filter((item) => !isModelRecord(item)));
  await deleteAll(inside.filter(isModelRecord));
  return links.length + outside.length + inside.length;
}
