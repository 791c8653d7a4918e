import { getDb } from '../db.js';

/**
 * Table keys of single items for the raw conditional updates of the data layer, built by the
 * entities (data/entities/) so that every key format is written down once.
 */
export const itemKeys = {
  loginGuard: (userId: string) => getDb().entities.loginGuard.get({ userId }).params().Key,
  resetMails: (userId: string) => getDb().entities.resetMails.get({ userId }).params().Key,
  role: (clientId: number, roleId: string) => getDb().entities.role.get({ clientId, roleId }).params().Key,
} as const;
