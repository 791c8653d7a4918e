import { type Db, getDb } from '../db.js';

/** The callback ElectroDB's `transaction.write` takes: the table's entities in, the commits out. */
export type TransactionWrites = Parameters<Db['transaction']['write']>[0];
/** The entities handed to that callback. */
export type TransactionEntities = Parameters<TransactionWrites>[0];
/** The commits that callback answers. */
export type TransactionParts = ReturnType<TransactionWrites>;

/**
 * Runs one DynamoDB write transaction over the table's entities. True when it was written, false
 * when it was canceled — a condition failed or a concurrent transaction on the same items won —
 * so the caller decides what a lost race means for its rule.
 */
export async function committed(writes: TransactionWrites): Promise<boolean> {
  const result = await getDb().transaction.write(writes).go();
  return !result.canceled;
}
