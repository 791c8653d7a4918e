import { RELEASE_MESSAGES } from '@prozesspuls/shared';
import type { Db } from '../../data/db.js';
import { PermissionDenied } from '../errors.js';
import type { Identity } from '../identity.js';
import { visibleModel } from '../models/models.js';
import { mayEditDiagram } from '../release/releaseState.js';

/** The entities handed to the callback of `getDb().transaction.write(...)`. */
type TransactionEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/** The release switch as a write was let in by; its transaction holds only while it is unchanged. */
export interface ReleaseGate {
  readonly clientId: number;
  readonly uuid: string;
  readonly releaseEnabled: boolean;
}

/**
 * Descriptions and element numbers are controlled documentation like the diagram (issue 24 §1,
 * §4): edit rights on the model let one change them, and with release enabled only those allowed
 * by canIssueReleaseRequest (the owner and the fixed reviewer). Everyone else gets a German 403,
 * before anything is written. Answers the gate the write's transaction is conditioned on.
 */
export async function controlledContentGate(caller: Identity, uuid: string): Promise<ReleaseGate> {
  const { model, folder, summary } = await visibleModel(caller, uuid);
  if (!summary.canEdit) throw new PermissionDenied();
  if (!mayEditDiagram(caller, model, folder)) throw new PermissionDenied(RELEASE_MESSAGES.onlyReleaseEditors);
  return { clientId: caller.clientId, uuid, releaseEnabled: model.releaseEnabled === true };
}

/**
 * The transaction part that cancels a content write when release was switched on (or off) after
 * the gate let it in, as every save is conditioned (docs/decisions.md): the write is then decided
 * again under the new state instead of slipping past it.
 */
export function releaseUnchanged(entities: Pick<TransactionEntities, 'model'>, gate: ReleaseGate) {
  return entities.model
    .check({ clientId: gate.clientId, uuid: gate.uuid })
    .where((a, op) =>
      gate.releaseEnabled
        ? op.eq(a.releaseEnabled, true)
        : `${op.notExists(a.releaseEnabled)} OR ${op.eq(a.releaseEnabled, false)}`,
    )
    .commit();
}
