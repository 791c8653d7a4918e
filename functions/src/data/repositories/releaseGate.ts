import type { TransactionEntities } from './transactions.js';

/** The release switch as a write was let in by; its transaction holds only while it is unchanged. */
export interface ReleaseGate {
  readonly clientId: number;
  readonly uuid: string;
  readonly releaseEnabled: boolean;
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
