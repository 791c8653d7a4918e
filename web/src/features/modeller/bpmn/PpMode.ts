import { firePp } from './events';
import type PpState from './PpState';
import type { CanvasLike, ContextPadLike, DirectEditingLike, EventBusLike, KeyboardLike } from './types';

const HIGHEST = 10_000;

/**
 * View and edit mode in one modeller instance, so switching is instant and keeps the diagram:
 * view mode hides palette and context pad, turns the keyboard binding off and blocks label
 * editing; the modelling rules (PpRules) refuse every change.
 */
export default class PpMode {
  static $inject = ['eventBus', 'canvas', 'keyboard', 'contextPad', 'directEditing', 'ppState'];

  constructor(
    private readonly eventBus: EventBusLike,
    private readonly canvas: CanvasLike,
    private readonly keyboard: KeyboardLike,
    private readonly contextPad: ContextPadLike,
    private readonly directEditing: DirectEditingLike,
    private readonly ppState: PpState,
  ) {
    eventBus.on('contextPad.open.allowed', HIGHEST, () =>
      this.ppState.current.readOnly ? false : undefined,
    );
    eventBus.on('element.dblclick', HIGHEST, () => (this.ppState.current.readOnly ? false : undefined));
    eventBus.on('directEditing.activate', HIGHEST, () => (this.ppState.current.readOnly ? false : undefined));
    eventBus.on('canvas.init', () => this.apply());
  }

  setReadOnly(readOnly: boolean): void {
    firePp(this.eventBus, 'pp.state.update', { readOnly });
    this.apply();
    firePp(this.eventBus, 'pp.mode.changed', { readOnly });
  }

  private apply(): void {
    const readOnly = this.ppState.current.readOnly;
    const container = this.canvas.getContainer();
    container.classList.toggle('pp-read-only', readOnly);
    container.classList.toggle('pp-editing', !readOnly);
    if (readOnly) {
      this.contextPad.close();
      if (this.directEditing.isActive()) this.directEditing.cancel();
      this.keyboard.unbind();
    } else {
      this.keyboard.bind();
    }
  }
}
