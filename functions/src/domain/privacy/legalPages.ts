import {
  LEGAL_MESSAGES,
  LEGAL_TITLES,
  type LegalPage,
  type LegalPageRequest,
  type LegalPageView,
} from '@prozesspuls/shared';
import { readLegalPage, writeLegalPage } from '../../data/repositories/legalPages.js';
import { PermissionDenied } from '../errors.js';
import type { Identity } from '../identity.js';

/** A legal page for everybody, signed in or not; a page not yet written says so. */
export async function legalPage(page: LegalPage): Promise<LegalPageView> {
  const stored = await readLegalPage(page);
  return stored
    ? { page, title: LEGAL_TITLES[page], text: stored.text, updatedAt: stored.updatedAt }
    : { page, title: LEGAL_TITLES[page], text: LEGAL_MESSAGES.notYetWritten };
}

/**
 * Saves a legal page's text. Only the platform superuser (the flag on the own user record, never
 * a tenant's role) may: the pages belong to the platform, not to a tenant.
 */
export async function saveLegalPage(
  caller: Identity,
  page: LegalPage,
  request: LegalPageRequest,
  now = new Date(),
): Promise<LegalPageView> {
  if (!caller.isSuperuser) throw new PermissionDenied(LEGAL_MESSAGES.onlySuperuser);
  await writeLegalPage(page, request.text, caller.userId, now.toISOString());
  return { page, title: LEGAL_TITLES[page], text: request.text, updatedAt: now.toISOString() };
}
