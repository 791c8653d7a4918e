import { isCustomTask } from './elements';
import { firePp } from './events';
import type { DiagramElement, EventBusLike } from './types';

interface ShapeCommandEvent {
  readonly context: { readonly shape: DiagramElement };
}

/**
 * Tells the page (through `pp.*` events) what happened to elements: a deleted element loses its number (and link) on the
 * server, so numbering never trips over it (changelog v4.2.7); undoing the delete brings it back.
 * Also reports command-stack and selection changes for the toolbar.
 */
export default class PpLifecycle {
  static $inject = ['eventBus'];

  constructor(eventBus: EventBusLike) {
    eventBus.on('commandStack.shape.delete.postExecuted', (event: ShapeCommandEvent) =>
      firePp(eventBus, 'pp.element.deleted', { elementId: event.context.shape.id }),
    );
    eventBus.on('commandStack.shape.delete.reverted', (event: ShapeCommandEvent) =>
      firePp(eventBus, 'pp.element.restored', { elementId: event.context.shape.id }),
    );
    eventBus.on('commandStack.changed', () => firePp(eventBus, 'pp.stack.changed', {}));
    eventBus.on('selection.changed', (event: { newSelection: DiagramElement[] }) =>
      firePp(eventBus, 'pp.selection.changed', {
        elementId: event.newSelection.length === 1 ? (event.newSelection[0]?.id ?? null) : null,
      }),
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
