import Overlays from 'diagram-js/lib/features/overlays/Overlays';

/** The parts of diagram-js's Overlays this class builds on (not in its typings). */
interface OverlayContainer {
  readonly html: HTMLElement;
  readonly element: object;
  readonly overlays: unknown[];
}

interface OverlaysInternals {
  readonly _overlayRoot: HTMLElement;
  readonly _overlayContainers: OverlayContainer[];
  _updateOverlayContainer(container: OverlayContainer): void;
}

/**
 * diagram-js's overlay service, with the per-element container found in constant time.
 *
 * diagram-js looks an element's container up by a linear search over all containers, so adding a
 * badge to each of n elements costs n²/2 comparisons (half a million for a 1,000-element diagram),
 * and it builds each container by parsing an HTML string. Here a WeakMap finds the container and
 * the DOM API builds it. Everything else, positions, zoom visibility and clean-up, stays
 * diagram-js's.
 *
 * A container belongs to the service exactly while its element sits in the overlay root:
 * diagram-js detaches it when the element is removed and empties the root when the diagram is
 * cleared. So a remembered container that has left the root is stale and no longer counts.
 */
export default class IndexedOverlays extends Overlays {
  static override $inject = Overlays.$inject;

  private readonly containers = new WeakMap<object, OverlayContainer>();
  private batching = false;

  private get internals(): OverlaysInternals {
    return this as unknown as OverlaysInternals;
  }

  /**
   * Runs `draw`, a pass that adds or removes the overlays of many elements, with the overlay root
   * out of the document: the page then takes the whole pass in as one DOM write (one style and
   * layout pass, one paint) instead of one per element's container. A pass inside a pass joins it.
   */
  batch(draw: () => void): void {
    const root = this.internals._overlayRoot;
    const parent = root.parentNode;
    if (this.batching || !parent) {
      draw();
      return;
    }
    const next = root.nextSibling;
    this.batching = true;
    parent.removeChild(root);
    try {
      draw();
    } finally {
      parent.insertBefore(root, next);
      this.batching = false;
    }
  }

  _getOverlayContainer(element: object, raw?: boolean): OverlayContainer | undefined {
    const known = this.containers.get(element);
    if (known && known.html.parentNode === this.internals._overlayRoot) return known;
    return raw ? undefined : this._createOverlayContainer(element);
  }

  _createOverlayContainer(element: object): OverlayContainer {
    const { internals } = this;
    const html = document.createElement('div');
    html.className = 'djs-overlays';
    html.style.position = 'absolute';
    internals._overlayRoot.appendChild(html);
    const container: OverlayContainer = { html, element, overlays: [] };
    internals._updateOverlayContainer(container);
    internals._overlayContainers.push(container);
    this.containers.set(element, container);
    return container;
  }
}
