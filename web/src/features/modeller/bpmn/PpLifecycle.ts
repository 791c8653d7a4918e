import type { ModellerBridge } from './bridge';
import { isCustomTask } from './elements';
import type { DiagramElement, EventBusLike } from './types';

interface ShapeCommandEvent {
  readonly context: { readonly shape: DiagramElement };
}

/**
 * Tells the page what happened to elements: a deleted element loses its number (and link) on the
 * server, so numbering never trips over it (changelog v4.2.7); undoing the delete brings it back.
 * Also reports command-stack and selection changes for the toolbar.
 */
export default class PpLifecycle {
  static $inject = ['eventBus', 'config.pp'];

  constructor(eventBus: EventBusLike, bridge: ModellerBridge) {
    eventBus.on('commandStack.shape.delete.postExecuted', (event: ShapeCommandEvent) =>
      bridge.onElementDeleted(event.context.shape.id),
    );
    eventBus.on('commandStack.shape.delete.reverted', (event: ShapeCommandEvent) =>
      bridge.onElementRestored(event.context.shape.id),
    );
    eventBus.on('commandStack.changed', () => bridge.onCommandStackChanged());
    eventBus.on('selection.changed', (event: { newSelection: DiagramElement[] }) =>
      bridge.onSelectionChanged(event.newSelection.length === 1 ? (event.newSelection[0]?.id ?? null) : null),
    );
    // A custom element's label starts as its title ('Telefonat'): editing selects it, so typing
    // replaces it instead of appending ('TelefonatKandidat anrufen').
    eventBus.on('directEditing.activate', (event: DirectEditingEvent) => {
      if (event.active?.element.businessObject && isCustomTask(event.active.element.businessObject)) {
        selectLabelText();
        window.requestAnimationFrame(selectLabelText);
      }
    });
  }
}

interface DirectEditingEvent {
  readonly active?: { readonly element: DiagramElement };
}

function selectLabelText(): void {
  const content = document.querySelector<HTMLElement>(
    '.djs-direct-editing-parent .djs-direct-editing-content',
  );
  const selection = window.getSelection();
  if (!content || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(content);
  selection.removeAllRanges();
  selection.addRange(range);
}
