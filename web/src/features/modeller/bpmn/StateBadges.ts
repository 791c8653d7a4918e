import type PpState from './PpState';
import type { DiagramElement, ElementRegistryLike, EventBusLike, OverlaysLike } from './types';

/**
 * The base of the badge overlays that follow the page's state (`ppState`): it remembers what each
 * element's badge shows, forgets it on import and when a shape is removed, redraws after an import
 * and whenever `pp.state.update` changes what the badges depend on. Subclasses say which overlay
 * type they draw, which updates concern them, and how `update` draws.
 */
export default abstract class StateBadges<TShown> {
  // Inherited by the subclasses: the injector reads `$inject` of the constructor it builds.
  static $inject = ['eventBus', 'overlays', 'elementRegistry', 'ppState'];

  /** elementId → what its badge shows. */
  protected readonly shown = new Map<string, TShown>();

  /** The overlay type of these badges. */
  protected abstract readonly overlayType: string;

  constructor(
    eventBus: EventBusLike,
    protected readonly overlays: OverlaysLike,
    protected readonly elementRegistry: ElementRegistryLike,
    protected readonly ppState: PpState,
  ) {
    eventBus.on('import.parse.start', () => this.shown.clear());
    // Each pass draws all elements' badges as one DOM write.
    eventBus.on('import.done', () => this.overlays.batch(() => this.update()));
    eventBus.on('pp.state.update', (update: Record<string, unknown>) => {
      if (this.concerns(update)) this.overlays.batch(() => this.update());
    });
    eventBus.on('shape.removed', (event: { element: DiagramElement }) => this.shown.delete(event.element.id));
  }

  /** Whether a `pp.state.update` changes what these badges show. */
  protected abstract concerns(update: Record<string, unknown>): boolean;

  /** Brings the badges in line with the page's state. */
  abstract update(): void;

  protected remove(elementId: string): void {
    this.overlays.remove({ element: elementId, type: this.overlayType });
    this.shown.delete(elementId);
  }
}
