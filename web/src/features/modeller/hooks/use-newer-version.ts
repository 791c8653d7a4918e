import { useCallback, useEffect, useRef, useState } from 'react';
import { useLastEdit } from '../api/get-last-edit';
import { type LastEdit, lastEditChange } from '../utils/last-edit';

interface NewerVersionOptions {
  readonly uuid: string;
  readonly userId: string;
  /** The diagram is on the canvas (the poll starts then). */
  readonly ready: boolean;
  /** Editing: the user holds the lock, no one else can save. */
  readonly editing: boolean;
  /** Not through a share link (the route serves the tenant only). */
  readonly enabled: boolean;
  /** Loads the stored version into the canvas. */
  readonly reload: () => Promise<void>;
}

/**
 * 'Neue Version verfügbar': polls the model's last edit (useLastEdit) and tells when another user
 * saved a newer version than the one shown; `reload` shows it and clears the notice.
 */
export function useNewerVersion({ uuid, userId, ready, editing, enabled, reload }: NewerVersionOptions) {
  const lastEdit = useLastEdit(uuid, enabled && ready);
  const shown = useRef<LastEdit | null>(null);
  const [available, setAvailable] = useState(false);
  const latest = lastEdit.data;

  useEffect(() => {
    if (!latest) return;
    const change = lastEditChange(shown.current, latest, userId);
    // The first answer is the version on the screen; the user's own saves move it along.
    if (shown.current === null || change === 'own') shown.current = latest;
    else if (change === 'other' && !editing) setAvailable(true);
  }, [latest, userId, editing]);

  const reloadNewer = useCallback(async () => {
    await reload();
    if (latest) shown.current = latest;
    setAvailable(false);
  }, [reload, latest]);

  return { available: available && !editing, reloadNewer };
}
