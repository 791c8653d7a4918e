import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type EventBus from 'diagram-js/lib/core/EventBus';
import Overlays, {
  type OverlaysConfig,
  type OverlaysFilter,
} from 'diagram-js/lib/features/overlays/Overlays';

/** The parts of diagram-js's Overlays this class builds on (not in its typings). */
interface OverlayContainer {
  readonly html: HTMLElement;
  readonly element: object;
  readonly overlays: unknown[];
}

interface Viewbox {
  readonly scale: number;
}

/** An overlay as Overlays.add hands it to _addOverlay (defaults applied, id assigned). */
interface OverlayEntry {
  readonly id: string;
  readonly type: string | null;
  readonly element: object;
  html: HTMLElement | string;
  htmlContainer?: HTMLElement;
}

interface OverlaysInternals {
  readonly _overlayRoot: HTMLElement;
  readonly _overlayContainers: OverlayContainer[];
  readonly _overlays: Record<string, OverlayEntry>;
  readonly _canvas: { getRootElement(): object; findRoot(element: object): object; viewbox(): Viewbox };
  _updateOverlayContainer(container: OverlayContainer): void;
  _updateOverlay(overlay: OverlayEntry): void;
  _updateOverlayVisibilty(overlay: OverlayEntry, viewbox: Viewbox): void;
  _updateOverlaysVisibilty(viewbox: Viewbox): void;
}

/** The element an HTML string describes (one root element, as diagram-js's domify expects). */
function fromHtml(markup: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  const first = template.content.firstElementChild;
  if (!(first instanceof HTMLElement)) throw new Error('overlay html has no element');
  return first;
}

const base = Overlays.prototype as unknown as OverlaysInternals;
const VIEW_CHANGE_PRIORITY = 1500;

/**
 * Whether a change of the view needs a pass over every overlay. An overlay's visibility and size
 * depend only on the zoom and on whether its element sits on the diagram shown: panning at the same
 * zoom on the same diagram moves the overlay root, nothing in it.
 */
export function needsOverlayPass(
  last: { readonly scale: number; readonly root: object } | null,
  now: { readonly scale: number; readonly root: object },
): boolean {
  return last === null || last.scale !== now.scale || last.root !== now.root;
}

/**
 * diagram-js's overlay service, with the per-element container found in constant time, passes of
 * many changes written as one, and panning that leaves the overlays alone.
 *
 * diagram-js looks an element's container up by a linear search over all containers, so adding a
 * badge to each of n elements costs n²/2 comparisons (half a million for a 1,000-element diagram),
 * and it builds each container and each overlay's wrapper by parsing an HTML string (a thousand
 * HTML parses and their garbage while a large diagram opens). Here a WeakMap finds the container
 * and the DOM API builds both. On every change of the view diagram-js also sets the visibility and scale
 * of every overlay (five style writes each); here that pass runs only when the zoom or the diagram
 * shown changed, not while the user pans. Everything else, positions, zoom visibility and clean-up,
 * stays diagram-js's.
 *
 * diagram-js hides the overlay root when the view starts to change and shows it again when the change
 * is announced. This canvas announces each change at once (it does not defer the update), so no frame
 * is ever painted in between; but the canvas measures its viewport in between (getCTM), which makes
 * the browser take every overlay out of the layout and then lay them all out again: a layout of every
 * badge per wheel step. So the root stays shown while the view changes; hide() called at any other
 * time hides it as before.
 *
 * A container belongs to the service exactly while its element sits in the overlay root:
 * diagram-js detaches it when the element is removed and empties the root when the diagram is
 * cleared. So a remembered container that has left the root is stale and no longer counts.
 */
export default class IndexedOverlays extends Overlays {
  static override $inject = Overlays.$inject;

  private readonly containers = new WeakMap<object, OverlayContainer>();
  private batching = false;
  /** Shows the overlay root again as it was before a batch hid it; null while it is not hidden. */
  private restore: (() => void) | null = null;
  /** The zoom and diagram the last pass over all overlays was made for. */
  private shownFor: { scale: number; root: object } | null = null;
  /** True between the canvas's announcements that the view is changing and that it has changed. */
  private viewChanging = false;

  constructor(config: OverlaysConfig, eventBus: EventBus, canvas: Canvas, elementRegistry: ElementRegistry) {
    super(config, eventBus, canvas, elementRegistry);
    // Before diagram-js's own listeners (priority 1000), so they see the flag already set or cleared.
    eventBus.on('canvas.viewbox.changing', VIEW_CHANGE_PRIORITY, () => {
      this.viewChanging = true;
    });
    eventBus.on('canvas.viewbox.changed', VIEW_CHANGE_PRIORITY, () => {
      this.viewChanging = false;
    });
  }

  private get internals(): OverlaysInternals {
    return this as unknown as OverlaysInternals;
  }

  /**
   * Runs `draw`, a pass that adds or removes the overlays of many elements. The first change it
   * makes hides the overlay root until the pass ends, so the page takes the whole pass in as one
   * DOM write (one style and layout pass of the overlays, one paint) instead of one per element's
   * container; a pass that changes nothing leaves the root (and the page's layout) alone. A pass
   * inside a pass joins it.
   *
   * The root is hidden in place, not taken out of the document: it is the first child of the
   * canvas, before the diagram's SVG, and taking it out and putting it back makes the browser
   * restyle every node of the diagram (some 15,000 for 1,000 elements) as a changed sibling.
   */
  batch(draw: () => void): void {
    if (this.batching) {
      draw();
      return;
    }
    this.batching = true;
    try {
      draw();
    } finally {
      this.batching = false;
      this.restore?.();
      this.restore = null;
    }
  }

  /** Inside a batch, before its first change: the overlay root is hidden until the end. */
  private hideForBatch(): void {
    if (!this.batching || this.restore) return;
    const root = this.internals._overlayRoot;
    const shown = root.style.display;
    root.style.display = 'none';
    this.restore = () => {
      root.style.display = shown;
    };
  }

  /** diagram-js's _addOverlay, with the wrapper built by the DOM API instead of an HTML parse. */
  _addOverlay(overlay: OverlayEntry): void {
    this.hideForBatch();
    const { internals } = this;
    // Overlays given as an HTML string (diagram-js's own drill-down buttons) are parsed as before.
    const html = typeof overlay.html === 'string' ? fromHtml(overlay.html) : overlay.html;
    const container =
      this._getOverlayContainer(overlay.element, true) ?? this._createOverlayContainer(overlay.element);
    const wrapper = document.createElement('div');
    wrapper.className = overlay.type ? `djs-overlay djs-overlay-${overlay.type}` : 'djs-overlay';
    wrapper.dataset.overlayId = overlay.id;
    wrapper.style.position = 'absolute';
    wrapper.appendChild(html);
    // Shown only while its element sits on the diagram on the canvas.
    const onCanvas = internals._canvas.findRoot(overlay.element) === internals._canvas.getRootElement();
    wrapper.style.display = onCanvas ? '' : 'none';
    overlay.htmlContainer = wrapper;
    container.overlays.push(overlay);
    container.html.appendChild(wrapper);
    internals._overlays[overlay.id] = overlay;
    internals._updateOverlay(overlay);
    internals._updateOverlayVisibilty(overlay, internals._canvas.viewbox());
  }

  override remove(filter: OverlaysFilter): void {
    const found = this.get(filter);
    if (!found || (Array.isArray(found) && found.length === 0)) return;
    this.hideForBatch();
    super.remove(filter);
  }

  override hide(): void {
    if (this.viewChanging) return;
    super.hide();
  }

  override clear(): void {
    this.shownFor = null;
    super.clear();
  }

  _updateOverlaysVisibilty(viewbox: Viewbox): void {
    const now = { scale: viewbox.scale, root: this.internals._canvas.getRootElement() };
    if (!needsOverlayPass(this.shownFor, now)) return;
    this.shownFor = now;
    base._updateOverlaysVisibilty.call(this, viewbox);
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
