import { getDb } from '../db.js';
import { patchedIf } from './patchedIf.js';
import { oneOf } from './reads.js';
import { committed } from './transactions.js';

/** The model's pointer to its share link (with the token, for copying it again), or undefined. */
export async function loadModelShareLink(clientId: number, uuid: string) {
  return oneOf(getDb().entities.modelShareLink.get({ clientId, uuid }));
}

/** The global lookup record of a share link, found by the token's hash. */
export async function loadShareLink(tokenHash: string) {
  return oneOf(getDb().entities.shareLink.get({ tokenHash }));
}

/** Deletes the model's link pointer (only while it names `tokenHash`) and the lookup record together. */
export async function deleteShareLink(clientId: number, uuid: string, tokenHash: string): Promise<void> {
  await getDb()
    .transaction.write(({ modelShareLink, shareLink }) => [
      modelShareLink
        .delete({ clientId, uuid })
        .where((a, op) => op.eq(a.tokenHash, tokenHash))
        .commit(),
      shareLink.delete({ tokenHash }).commit(),
    ])
    .go();
}

export interface NewShareLink {
  readonly clientId: number;
  readonly uuid: string;
  readonly tokenHash: string;
  readonly token: string;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly expiresAt: number;
}

/**
 * Creates the model's share link in one transaction: the model must exist, the pointer in its
 * partition is created only where none exists (two dialogs creating at once get one link), and
 * the global lookup record keeps only the hash (a token is found by hashing it), removed by TTL at
 * `ttl` (seconds). False when the transaction was canceled.
 */
export async function createShareLinkRecords(link: NewShareLink, ttl: number): Promise<boolean> {
  const { clientId, uuid, tokenHash, createdBy, createdAt, expiresAt } = link;
  return committed(({ model, modelShareLink, shareLink }) => [
    model
      .check({ clientId, uuid })
      .where((a, op) => op.exists(a.uuid))
      .commit(),
    modelShareLink.create(link).commit(),
    shareLink.create({ clientId, uuid, tokenHash, createdBy, createdAt, expiresAt, ttl }).commit(),
  ]);
}

/** Ends an edit lock taken through the link `tokenHash`; none through it (or no model): nothing to end. */
export async function endModelLockOfShareLink(
  clientId: number,
  uuid: string,
  tokenHash: string,
): Promise<void> {
  await patchedIf('model', { clientId, uuid }, (model) =>
    model
      .remove(['currentEditor', 'lockHeartbeatAt', 'lockShareLink'])
      .where((a, op) => op.eq(a.lockShareLink, tokenHash)),
  );
}
