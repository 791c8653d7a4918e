import type { SubprocessLink } from '@prozesspuls/shared';
import { getDb } from '../../data/db.js';
import { PermissionDenied, RuleViolation } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';

/** Links a subprocess element to another model of the client (the current one excluded); null unlinks. */
export async function setLink(
  caller: Identity,
  uuid: string,
  elementId: string,
  linkedUuid: string | null,
): Promise<void> {
  const { summary } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw new PermissionDenied();
  const links = getDb().entities.subprocessLink;
  if (linkedUuid === null) {
    await links.delete({ clientId: caller.clientId, uuid, elementId }).go();
    return;
  }
  if (linkedUuid === uuid)
    throw new RuleViolation('Ein Prozessmodell kann nicht mit sich selbst verknüpft werden.');
  await visibleModel(caller, linkedUuid);
  await links.put({ clientId: caller.clientId, uuid, elementId, linkedUuid }).go();
}

/** The model's links with the linked models' current names; links to models now invisible are left out. */
export async function linksOf(caller: Identity, uuid: string): Promise<SubprocessLink[]> {
  await visibleModel(caller, uuid);
  const { data } = await getDb()
    .entities.subprocessLink.query.byModel({ clientId: caller.clientId, uuid })
    .go({ pages: 'all' });
  const resolved = await Promise.all(
    data.map(async (link) => {
      try {
        const { model } = await visibleModel(caller, link.linkedUuid);
        return [{ elementId: link.elementId, linkedUuid: link.linkedUuid, linkedFileName: model.fileName }];
      } catch {
        return [];
      }
    }),
  );
  return resolved.flat();
}
