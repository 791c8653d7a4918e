import type { ProcessModel } from '@prozesspuls/shared';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '@/lib/api-error';
import { interimSave as putInterimSave, sendReleaseRequest, setReleaseEnabled } from '../api/release';
import type { ModellerController } from '../bpmn/controller';
import { RELEASE_TEXTS } from '../components/release/texts';
import { mt } from '../i18n';
import type { Feedback } from './use-feedback';

interface ReleaseWorkflowOptions {
  readonly uuid: string;
  readonly model: ProcessModel | undefined;
  readonly controller: RefObject<ModellerController | null>;
  readonly version: RefObject<number>;
  readonly showFeedback: (feedback: Feedback) => void;
}

/**
 * The release workflow from the modeller's side: the owner's
 * switch, interim save, sending a request, and post-editing after a release ('Freigeben &
 * Bearbeiten'). `asksBeforeEnd` tells the page that ending or leaving with unsaved changes asks
 * first: keep as draft, send for release, or discard.
 */
export function useReleaseWorkflow({
  uuid,
  model,
  controller,
  version,
  showFeedback,
}: ReleaseWorkflowOptions) {
  const [enabled, setEnabled] = useState(false);
  const [postEdit, setPostEdit] = useState(false);
  const [busy, setBusy] = useState(false);
  const policy = useRef({ enabled, postEdit });
  policy.current = { enabled, postEdit };

  useEffect(() => {
    if (!model) return;
    setEnabled(model.releaseEnabled);
    // The server knows the post-edit window (a reload within it keeps it).
    if (model.postEdit) setPostEdit(true);
  }, [model]);

  const asksBeforeEnd = useCallback(
    () => policy.current.enabled && !policy.current.postEdit && (controller.current?.isDirty() ?? false),
    [controller],
  );

  const toggle = useCallback(
    async (next: boolean) => {
      setBusy(true);
      try {
        await setReleaseEnabled(uuid, next);
        setEnabled(next);
      } catch (failure) {
        showFeedback({ severity: 'error', text: messageOf(failure, mt('page.genericError')) });
      } finally {
        setBusy(false);
      }
    },
    [uuid, showFeedback],
  );

  const interimSave = useCallback(async () => {
    const instance = controller.current;
    if (!instance) return;
    setBusy(true);
    try {
      const { xml, stackIdx } = await instance.saveXML();
      const saved = await putInterimSave(uuid, xml, version.current);
      version.current = saved.version;
      instance.markSaved(stackIdx);
      showFeedback({ severity: 'success', text: RELEASE_TEXTS.interimSaved, autoHideMs: 2000 });
    } catch (failure) {
      showFeedback({
        severity: 'error',
        title: mt('save.failed'),
        text: messageOf(failure, mt('save.failed')),
      });
    } finally {
      setBusy(false);
    }
  }, [uuid, controller, version, showFeedback]);

  /** Sends the diagram in the editor; the server ends editing with it. */
  const send = useCallback(
    async (reviewer: string, commitMsg: string) => {
      const instance = controller.current;
      if (!instance) throw new Error('no editor');
      const { xml } = await instance.saveXML();
      await sendReleaseRequest({ uuid, reviewer, commitMsg, diagramXML: xml });
      showFeedback({ severity: 'success', text: RELEASE_TEXTS.sent, autoHideMs: 3000 });
    },
    [uuid, controller, showFeedback],
  );

  return { enabled, postEdit, setPostEdit, busy, asksBeforeEnd, toggle, interimSave, send };
}
