import { type RefObject, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ModellerController } from '../bpmn/controller';

interface WorkspaceEntryOptions {
  readonly isNew: boolean;
  readonly ready: boolean;
  readonly canEdit: boolean;
  readonly viaLink: boolean;
  readonly userId: string;
  /** Who holds the model's edit lock (the model as loaded). */
  readonly currentEditor: string | null | undefined;
  readonly controller: RefObject<ModellerController | null>;
  readonly startEditing: () => Promise<unknown>;
  readonly setPostEdit: (postEdit: boolean) => void;
  readonly openSidePanel: () => void;
}

/**
 * How the workspace opens: a new model ready to edit, 'Freigeben & Bearbeiten' in post-edit mode,
 * a mail's link at its element. Each happens once, as soon as the diagram is drawn.
 */
export function useWorkspaceEntry({
  isNew,
  ready,
  canEdit,
  viaLink,
  userId,
  currentEditor,
  controller,
  startEditing,
  setPostEdit,
  openSidePanel,
}: WorkspaceEntryOptions): void {
  // A model the user just created or imported is theirs and new: it opens ready to edit, without
  // 'Bearbeiten' and its confirmation (once; a refused lock shows its dialog as usual).
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!isNew || !ready || !canEdit || autoStarted.current) return;
    autoStarted.current = true;
    void startEditing();
  }, [isNew, ready, canEdit, startEditing]);

  // 'Freigeben & Bearbeiten': the reviewer already holds the lock and lands in edit
  // mode, post-editing the released version until the screen is left.
  const [searchParams] = useSearchParams();
  const editAfterPublish = searchParams.get('editAfterPublish') === 'true';
  const postEditStarted = useRef(false);
  useEffect(() => {
    if (!editAfterPublish || !ready || !canEdit || postEditStarted.current) return;
    if (currentEditor !== userId) return;
    postEditStarted.current = true;
    setPostEdit(true);
    void startEditing();
  }, [editAfterPublish, ready, canEdit, currentEditor, userId, setPostEdit, startEditing]);

  // A link from a mail (comment mention, answered question) names an element: once the diagram
  // is drawn it is selected, scrolled into view and its side panel opened.
  const focusedElement = searchParams.get('element');
  const elementFocused = useRef(false);
  const latestOpenSidePanel = useRef(openSidePanel);
  latestOpenSidePanel.current = openSidePanel;
  useEffect(() => {
    if (!focusedElement || !ready || elementFocused.current) return;
    elementFocused.current = true;
    if (controller.current?.focusElement(focusedElement) && !viaLink) latestOpenSidePanel.current();
  }, [focusedElement, ready, controller, viaLink]);
}
