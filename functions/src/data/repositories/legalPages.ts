import type { LegalPage } from '@prozesspuls/shared';
import { getDb } from '../db.js';
import { oneOf } from './reads.js';

/** The stored text of a legal page, or undefined while the operator has written none. */
export async function readLegalPage(page: LegalPage) {
  return oneOf(getDb().entities.legalPage.get({ page }));
}

/** Replaces the text of a legal page (the last save wins: one editor, the platform superuser). */
export async function writeLegalPage(page: LegalPage, text: string, updatedBy: string, updatedAt: string) {
  await getDb().entities.legalPage.put({ page, text, updatedBy, updatedAt }).go();
}
