/**
 * The edit lock plus what the issue adds: the holder's page sends a heartbeat,
 * and a lock without heartbeat for 10 minutes has expired, so a closed tab never locks a model
 * for good.
 */
export const EDIT_LOCK_TTL_MS = 10 * 60_000;
/** How often the editing page renews its lock (well inside the TTL). */
export const EDIT_LOCK_HEARTBEAT_MS = 60_000;

/** The editor holding the lock at `now`, or null when nobody does (or the lock expired). */
export function effectiveEditor(
  currentEditor: string | null | undefined,
  heartbeatAt: number | null | undefined,
  now: number,
): string | null {
  if (!currentEditor) return null;
  if (!heartbeatAt || now - heartbeatAt > EDIT_LOCK_TTL_MS) return null;
  return currentEditor;
}

export const EDIT_LOCK_TEXTS = {
  confirmTitle: 'Bearbeiten',
  confirmText:
    'Indem Sie das Prozessmodell bearbeiten, wird es für andere Nutzer für die Bearbeitung gesperrt.',
  lockedTitle: 'Bearbeitung nicht möglich',
  lockedText: (user: string) => `Das Prozessmodell wird gerade von folgendem Nutzer bearbeitet: ${user}`,
  endTitle: 'Bearbeitung beenden',
  endText: 'Die Bearbeitung des Modells wird automatisch gestoppt und für andere Nutzer freigegeben.',
  restoreLockedText: (user: string) =>
    `Die Version kann nicht übernommen werden, da folgender Nutzer gerade das Prozessmodell bearbeitet: ${user}`,
  staleSave: (user: string) =>
    `Das Prozessmodell wurde inzwischen von ${user} gespeichert. Ihre Änderungen wurden nicht gespeichert und sind weiterhin im Editor.`,
  notLockHolder: 'Sie bearbeiten dieses Prozessmodell nicht. Bitte starten Sie zuerst die Bearbeitung.',
} as const;
