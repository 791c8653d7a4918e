import EventBus from 'diagram-js/lib/core/EventBus';
import { describe, expect, it } from 'vitest';
import IndexedOverlays from './IndexedOverlays';

/** Just enough of diagram-js's Canvas for the overlay service: a container, a root and a view. */
function overlaysOnACanvas() {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = { id: 'Process_1' };
  let viewbox = { x: 0, y: 0, width: 800, height: 600, scale: 1 };
  const canvas = {
    getContainer: () => container,
    getRootElement: () => root,
    findRoot: () => root,
    viewbox: () => viewbox,
  };
  const eventBus = new EventBus();
  const overlays = new IndexedOverlays(
    {},
    eventBus,
    canvas as unknown as ConstructorParameters<typeof IndexedOverlays>[2],
    {} as ConstructorParameters<typeof IndexedOverlays>[3],
  );
  const overlayRoot = container.querySelector<HTMLElement>('.djs-overlay-container');
  if (!overlayRoot) throw new Error('no overlay root');
  /** The canvas's announcements around one change of the view, as Canvas.scroll makes them. */
  const pan = (dx: number, onTheWay: () => void) => {
    eventBus.fire('canvas.viewbox.changing');
    onTheWay();
    viewbox = { ...viewbox, x: viewbox.x - dx };
    eventBus.fire('canvas.viewbox.changed', { viewbox });
  };
  return { overlays, overlayRoot, container, pan };
}

describe('the overlay root while the view changes', () => {
  it('stays shown through a pan, so the browser never lays every badge out again', () => {
    const { overlayRoot, pan } = overlaysOnACanvas();
    const seen: string[] = [];
    pan(120, () => seen.push(overlayRoot.style.display));
    expect(seen).toEqual(['']);
    expect(overlayRoot.style.display).toBe('');
  });

  it('moves with the view when the change is announced', () => {
    const { overlayRoot, pan } = overlaysOnACanvas();
    pan(120, () => undefined);
    expect(overlayRoot.style.transform).toBe('matrix(1,0,0,1,120,0)');
  });

  it('hides and shows on request outside a change of the view, as diagram-js does', () => {
    const { overlays, overlayRoot, pan } = overlaysOnACanvas();
    pan(50, () => undefined);
    overlays.hide();
    expect(overlayRoot.style.display).toBe('none');
    expect(overlays.isShown()).toBe(false);
    overlays.show();
    expect(overlayRoot.style.display).toBe('');
  });
});

describe('a pass over many overlays', () => {
  const task = {
    id: 'Task_1',
    x: 100,
    y: 80,
    width: 100,
    height: 80,
    labels: [],
    incoming: [],
    outgoing: [],
  };
  const badge = (text: string) => {
    const button = document.createElement('button');
    button.textContent = text;
    return button;
  };

  it('hides the overlay root in place while it draws, so the diagram beside it is not restyled', () => {
    const { overlays, overlayRoot, container } = overlaysOnACanvas();
    const during: { parent: Node | null; first: boolean; display: string }[] = [];
    overlays.batch(() => {
      overlays.add(task, 'pp-number', { position: { top: 0, left: 0 }, html: badge('1') });
      overlays.add(task, 'pp-subprocess', { position: { top: 4, right: 24 }, html: badge('öffnen') });
      during.push({
        parent: overlayRoot.parentNode,
        first: container.firstChild === overlayRoot,
        display: overlayRoot.style.display,
      });
    });
    expect(during).toEqual([{ parent: container, first: true, display: 'none' }]);
    expect(overlayRoot.style.display).toBe('');
    expect(overlayRoot.querySelectorAll('button')).toHaveLength(2);
  });

  it('leaves the root alone when the pass changes nothing', () => {
    const { overlays, overlayRoot } = overlaysOnACanvas();
    const during: string[] = [];
    overlays.batch(() => during.push(overlayRoot.style.display));
    expect(during).toEqual(['']);
  });

  it('keeps the root hidden after a pass when it was hidden before', () => {
    const { overlays, overlayRoot } = overlaysOnACanvas();
    overlays.hide();
    overlays.batch(() => {
      overlays.add(task, 'pp-number', { position: { top: 0, left: 0 }, html: badge('2') });
    });
    expect(overlayRoot.style.display).toBe('none');
  });
});
