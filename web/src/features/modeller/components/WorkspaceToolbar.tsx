import type { WorkspaceParts } from '../hooks/workspace-parts';
import { ModellerToolbar } from './ModellerToolbar';

interface WorkspaceToolbarProps {
  readonly parts: WorkspaceParts;
  /** Given: the toolbar offers 'Teilen' and 'Geteilte Nutzer'. */
  readonly mayShare: boolean;
}

/** The modeller toolbar wired to the workspace's canvas, panels, session and actions. */
export function WorkspaceToolbar({ parts, mayShare }: WorkspaceToolbarProps) {
  const { data, canvas, panels, session, actions } = parts;
  const { viaLink } = data;
  const { controller, stack, modelChecks } = canvas;
  const { setDialog } = panels;
  return (
    <ModellerToolbar
      editing={session.editing}
      // XML, report and custom elements read the tenant's data, which a link does not open.
      canEdit={data.canEdit && !viaLink}
      ready={canvas.ready}
      sidePanelOpen={panels.sidePanelOpen}
      onToggleSidePanel={viaLink ? undefined : () => panels.setSidePanelOpen((open) => !open)}
      questionPanelOpen={panels.questionPanelOpen}
      onToggleQuestionPanel={viaLink ? undefined : () => panels.setQuestionPanelOpen((open) => !open)}
      dirty={stack.dirty}
      saving={session.session.saving}
      onSave={() => void session.session.save()}
      canUndo={stack.canUndo}
      canRedo={stack.canRedo}
      onUndo={() => controller.current?.undo()}
      onRedo={() => controller.current?.redo()}
      exporting={actions.exporting}
      onExport={(kind) => void actions.runExport(kind)}
      onHistory={
        data.model.data?.showsReleasedVersion || viaLink ? undefined : () => setDialog({ kind: 'history' })
      }
      onCustomElements={() => setDialog({ kind: 'customElements' })}
      onShare={mayShare ? () => panels.setShareView('share') : undefined}
      onSharedUsers={mayShare ? () => panels.setShareView('sharedUsers') : undefined}
      showNumbers={panels.showNumbers}
      onShowNumbers={panels.toggleNumbers}
      onNumberAll={() => setDialog({ kind: 'numberAll' })}
      onFocusPalette={() => controller.current?.focusPalette()}
      onZoom={(action) => controller.current?.zoom(action)}
      onSearch={() => panels.setSearchOpen(true)}
      minimap={panels.minimap}
      onToggleMinimap={panels.toggleMinimap}
      fullscreen={panels.fullscreen}
      onToggleFullscreen={panels.toggleFullscreen}
      modelChecks={modelChecks.open}
      onToggleModelChecks={modelChecks.toggle}
    />
  );
}
