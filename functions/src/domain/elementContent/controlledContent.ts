import { RELEASE_MESSAGES } from '@prozesspuls/shared';
import type { ReleaseGate } from '../../data/repositories/releaseGate.js';
import { PermissionDenied } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { mayEditDiagram } from '../release/releaseState.js';

export type { ReleaseGate };

/**
 * Descriptions and element numbers are controlled documentation like the diagram: edit rights on
 * the model let one change them, and with release enabled only those allowed
 * by canIssueReleaseRequest (the owner and the fixed reviewer). Everyone else gets a German 403,
 * before anything is written. Answers the gate the write's transaction is conditioned on.
 */
export async function controlledContentGate(caller: Identity, uuid: string): Promise<ReleaseGate> {
  const { model, folder, summary } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw new PermissionDenied();
  if (!mayEditDiagram(caller, model, folder)) throw new PermissionDenied(RELEASE_MESSAGES.onlyReleaseEditors);
  return { clientId: caller.clientId, uuid, releaseEnabled: model.releaseEnabled === true };
}
