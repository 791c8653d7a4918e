import { countResetMailInWindow, startResetMailWindow } from '../../data/repositories/resetMails.js';

/** At most `maxMails` password-reset mails per address within `windowMs`. */
export const RESET_MAIL_LIMIT = { maxMails: 3, windowMs: 15 * 60_000 } as const;

/**
 * One counter item per address (data entity resetMails, removed by TTL after its window). Each
 * request takes a mail slot with one conditional update, so parallel requests cannot exceed the
 * limit either: one more in the current window while below the maximum, else a fresh window
 * when the old one has passed. Answers false when the limit is reached.
 */
export async function takeResetMailSlot(userId: string, now = Date.now()): Promise<boolean> {
  const windowFrom = now - RESET_MAIL_LIMIT.windowMs;
  const ttl = Math.ceil((now + RESET_MAIL_LIMIT.windowMs) / 1000) + 60;
  // A second round only when a parallel request started the window between the two updates.
  for (let round = 0; round < 2; round += 1) {
    if (
      (await countResetMailInWindow(userId, windowFrom, RESET_MAIL_LIMIT.maxMails)) ||
      (await startResetMailWindow(userId, now, windowFrom, ttl))
    ) {
      return true;
    }
  }
  return false;
}
