import type { SubprocessLink } from '@prozesspuls/shared';
import {
  deleteSubprocessLink,
  listSubprocessLinks,
  putSubprocessLink,
} from '../../data/repositories/subprocessLinks.js';
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
  if (linkedUuid === null) {
    await deleteSubprocessLink(caller.clientId, uuid, elementId);
    return;
  }
  if (linkedUuid === uuid)
    throw new RuleViolation('Ein Prozessmodell kann nicht mit sich selbst verknüpft werden.');
  await visibleModel(caller, linkedUuid);
  await putSubprocessLink(caller.clientId, uuid, elementId, linkedUuid);
}

/** The model's links with the linked models' current names; links to models now invisible are left out. */
export async function linksOf(caller: Identity, uuid: string): Promise<SubprocessLink[]> {
  await visibleModel(caller, uuid);
  const links = await listSubprocessLinks(caller.clientId, uuid);
  const resolved = await Promise.all(
    links.map(async (link) => {
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
