import { EDIT_LOCK_HEARTBEAT_MS, EDIT_LOCK_TEXTS } from '@prozesspuls/shared/rules';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, messageOf } from '@/lib/api-error';
import { saveAndEndOnUnload, saveModel } from '../api/save-model';
import { endEditModeOnUnload, setEditMode } from '../api/set-edit-mode';
import type { ModellerController } from '../bpmn/controller';
import { mt } from '../i18n';
import type { Feedback } from './use-feedback';

export type EditMode = 'view' | 'edit';

interface EditSessionOptions {
  readonly uuid: string;
  readonly controller: RefObject<ModellerController | null>;
  /** The version the diagram in the editor is based on (for optimistic saves). */
  readonly version: RefObject<number>;
  /** Brings the newest stored version into the editor if it is newer than the one shown. */
  readonly refreshDiagram: (force: boolean) => Promise<void>;
  readonly afterSave: () => void;
  readonly showFeedback: (feedback: Feedback) => void;
}

/**
 * The edit lock from the page's side: take it (after the user confirmed), renew it
 * every minute while editing, save with optimistic concurrency, end (save first) and give the lock
 * back. A refused save never touches the user's diagram.
 */
export function useEditSession({
  uuid,
  controller,
  version,
  refreshDiagram,
  afterSave,
  showFeedback,
}: EditSessionOptions) {
  const [mode, setMode] = useState<EditMode>('view');
  const [starting, setStarting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [lockedMessage, setLockedMessage] = useState<string | null>(null);
  const [lastSaveFailed, setLastSaveFailed] = useState(false);
  const modeRef = useRef(mode);
  modeRef.current = mode;

  const enterView = useCallback(() => {
    controller.current?.setReadOnly(true);
    setMode('view');
  }, [controller]);

  const start = useCallback(async () => {
    setStarting(true);
    try {
      await setEditMode(uuid, true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        setLockedMessage(failure.serverMessage ?? EDIT_LOCK_TEXTS.lockedText(''));
      } else {
        showFeedback({ severity: 'error', text: messageOf(failure, mt('page.genericError')) });
      }
      setStarting(false);
      return;
    }
    try {
      await refreshDiagram(false);
    } catch {
      // The diagram shown stays; a stale save would be refused and say so.
    }
    controller.current?.setReadOnly(false);
    setLastSaveFailed(false);
    setMode('edit');
    setStarting(false);
  }, [uuid, controller, refreshDiagram, showFeedback]);

  const save = useCallback(async (): Promise<boolean> => {
    const instance = controller.current;
    if (!instance) return false;
    setSaving(true);
    showFeedback({ severity: 'info', text: mt('save.running'), progress: true });
    try {
      const { xml, stackIdx } = await instance.saveXML();
      const saved = await saveModel(uuid, xml, version.current);
      version.current = saved.version;
      instance.markSaved(stackIdx);
      setLastSaveFailed(false);
      showFeedback({ severity: 'success', text: mt('save.success'), autoHideMs: 2000 });
      afterSave();
      return true;
    } catch (failure) {
      setLastSaveFailed(true);
      showFeedback({
        severity: 'error',
        title: mt('save.failed'),
        text:
          failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : mt('save.failed'),
      });
      return false;
    } finally {
      setSaving(false);
    }
  }, [uuid, controller, version, afterSave, showFeedback]);

  /**
   * Ends editing: saves unsaved changes first (unless the user chose to discard them), then frees
   * the lock. Under release the save writes the working draft only, so nothing is lost silently
   *; the page asks before it discards.
   */
  const end = useCallback(
    async ({ discard = false }: { discard?: boolean } = {}): Promise<boolean> => {
      if (modeRef.current !== 'edit') return true;
      const instance = controller.current;
      const dirty = instance?.isDirty() ?? false;
      if (dirty && !discard && !(await save())) return false;
      try {
        await setEditMode(uuid, false);
      } catch {
        // Ending is idempotent on the server; a lost lock is already free.
      }
      enterView();
      if (dirty && discard) await refreshDiagram(true).catch(() => undefined);
      return true;
    },
    [uuid, controller, save, enterView, refreshDiagram],
  );

  // The heartbeat: the server frees a lock 10 minutes after the last one.
  useEffect(() => {
    if (mode !== 'edit') return;
    const timer = window.setInterval(() => {
      setEditMode(uuid, true).catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 409) {
          enterView();
          showFeedback({
            severity: 'error',
            title: mt('lock.lockedTitle'),
            text: `${failure.serverMessage ?? ''} ${mt('lock.lockLost')}`.trim(),
          });
        }
      });
    }, EDIT_LOCK_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [mode, uuid, enterView, showFeedback]);

  // Closing or reloading the tab: warn only about unsaved changes; save and free the lock.
  useEffect(() => {
    if (mode !== 'edit') return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (controller.current?.isDirty()) event.preventDefault();
    };
    const pageHide = () => {
      const instance = controller.current;
      if (modeRef.current !== 'edit' || !instance) return;
      modeRef.current = 'view';
      if (!instance.isDirty()) {
        endEditModeOnUnload(uuid);
        return;
      }
      // Leaving saves and clears the editor in one keep-alive call (under release the
      // save is the working draft: the browser warned, and the changes are kept): a closing page
      // never sees an answer, so a second request could not wait for the save. The XML is
      // serialised in microtasks, which still run while the page hides.
      void instance.saveXML().then(({ xml }) => {
        // Too large for a keep-alive body: the browser warned about unsaved changes; free the lock.
        if (!saveAndEndOnUnload(uuid, xml, version.current)) endEditModeOnUnload(uuid);
      });
    };
    // Back from the browser's page cache: the lock was given back on hiding, so show view mode.
    const pageShow = (event: PageTransitionEvent) => {
      if (event.persisted && modeRef.current === 'view') enterView();
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('pagehide', pageHide);
    window.addEventListener('pageshow', pageShow);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('pagehide', pageHide);
      window.removeEventListener('pageshow', pageShow);
    };
  }, [mode, uuid, controller, version, enterView]);

  // Unmounted while still editing (e.g. the session ended): free the lock.
  useEffect(
    () => () => {
      if (modeRef.current === 'edit') endEditModeOnUnload(uuid);
    },
    [uuid],
  );

  return {
    mode,
    starting,
    saving,
    lastSaveFailed,
    lockedMessage,
    clearLockedMessage: () => setLockedMessage(null),
    start,
    save,
    end,
    isEditing: () => modeRef.current === 'edit',
  };
}
