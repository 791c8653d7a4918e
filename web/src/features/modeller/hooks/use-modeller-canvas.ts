import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type MountState, useMountedView } from '@/components/diagram/use-mounted-view';
import type { ModellerController } from '../bpmn/controller';
import type { PpState, PxStateKey } from '../bpmn/events';
import { loadModellerLibrary } from '../prefetch';
import { type PaletteInputs, samePalette } from '../utils/palette-inputs';

export type CanvasStage = 'loading' | 'library' | 'rendered' | 'failed';

/** Answers an event about one element of the diagram. */
type ElementHandler = (elementId: string) => void;

/** What the page answers when the bpmn-js modules fire their `pp.*` events. */
export interface CanvasHandlers {
  readonly onEditNumber: ElementHandler;
  readonly onEditResources: ElementHandler;
  readonly onLinkSubprocess: ElementHandler;
  readonly onUnlinkSubprocess: ElementHandler;
  readonly onOpenSubprocess: ElementHandler;
  readonly onManageCustomElements: () => void;
  readonly onElementDeleted: ElementHandler;
  readonly onElementRestored: ElementHandler;
  readonly onStackChanged: () => void;
  readonly onSelectionChanged?: (elementId: string | null) => void;
  /** Enter on the focused canvas (PpKeyboardNavigation): open the element's side panel. */
  readonly onOpenElement?: ElementHandler;
}

interface ModellerCanvasOptions {
  /** The diagram to import first, with the version it is (undefined while it loads). */
  readonly initial: { readonly diagramXML: string; readonly version: number } | undefined;
  readonly state: Omit<PpState, 'readOnly' | PxStateKey>;
  readonly handlers: CanvasHandlers;
}

export interface ModellerCanvas {
  /** The element bpmn-js draws into. */
  readonly container: RefObject<HTMLDivElement | null>;
  readonly controller: RefObject<ModellerController | null>;
  /** The stored version the diagram on the canvas is based on. */
  readonly version: RefObject<number>;
  readonly stage: CanvasStage;
}

/**
 * The bpmn-js modeller of one workspace: loads bpmn-js on demand (usually prefetched by the
 * route), creates the modeller once, imports the first diagram as soon as it is there, keeps the
 * modules' state in step through `pp.state.update` and destroys the modeller on unmount.
 */
export function useModellerCanvas({ initial, state, handlers }: ModellerCanvasOptions): ModellerCanvas {
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<ModellerController | null>(null);
  const version = useRef(0);
  const [imported, setImported] = useState<'pending' | 'rendered' | 'failed'>('pending');

  // The latest state and handlers: the modeller starts from them and its events reach them.
  const latestState = useRef(state);
  latestState.current = state;
  const latestHandlers = useRef(handlers);
  latestHandlers.current = handlers;

  // What the palette was last built for: the modeller builds it from the state it starts with.
  const paletteFor = useRef<PaletteInputs | null>(null);

  const createModellerIn = useCallback(async (element: HTMLElement) => {
    const { createModeller } = await loadModellerLibrary();
    const instance = createModeller(element, latestState.current);
    const { canEdit, customElements } = latestState.current;
    paletteFor.current = { canEdit, customElements };
    subscribe(instance, () => latestHandlers.current);
    return instance;
  }, []);
  const mounted = useMountedView(container, createModellerIn, controller);
  const stage = canvasStage(mounted, imported);
  const ready = stage === 'rendered';
  const hasModeller = stage === 'library' || stage === 'rendered';

  const { numbersVisible, numbers, links, canEdit, customElements, contentFlags } = state;
  useEffect(() => {
    controller.current?.setState({ contentFlags });
  }, [contentFlags]);
  useEffect(() => {
    controller.current?.setState({ numbersVisible, numbers, links });
    if (ready) controller.current?.refreshOverlays();
  }, [ready, numbersVisible, numbers, links]);

  // Before the import when the data is there: rebuilding the palette measures the canvas, which is
  // cheap while it is empty and a full layout once a large diagram is in it. A palette already
  // built for these inputs (the modeller's own first build) is not built again.
  useEffect(() => {
    controller.current?.setState({ canEdit, customElements });
    if (!hasModeller || samePalette(paletteFor.current, { canEdit, customElements })) return;
    paletteFor.current = { canEdit, customElements };
    controller.current?.refreshPalette();
  }, [hasModeller, canEdit, customElements]);

  // The first diagram: imported once, as soon as the modeller and the model are there. It does not
  // wait for the numbers and links: the import draws the badges of those that have arrived, and
  // those that arrive later are drawn by the effect above, in one pass of their own.
  useEffect(() => {
    const instance = controller.current;
    if (stage !== 'library' || !instance || !initial) return;
    let cancelled = false;
    void (async () => {
      try {
        // Marks for the benchmark (test/bench/modeller.ts) and the browser's performance panel.
        performance.mark('pp-modeller-import-start');
        await instance.importXML(initial.diagramXML);
        performance.mark('pp-modeller-imported');
        if (cancelled) return;
        version.current = initial.version;
        setImported('rendered');
      } catch {
        if (!cancelled) setImported('failed');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [stage, initial]);

  // The canvas's room changes after the first fit (the toolbar gains the edit tools, a panel
  // opens, the window is resized): a view the user has not touched yet is fitted again.
  useEffect(() => {
    const element = container.current;
    if (!ready || !element || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(() => controller.current?.canvasResized());
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, [ready]);

  return { container, controller, version, stage };
}

/** The canvas's stage from the modeller's creation and the first import. */
function canvasStage(mounted: MountState, imported: 'pending' | 'rendered' | 'failed'): CanvasStage {
  if (mounted === 'failed' || imported === 'failed') return 'failed';
  if (imported === 'rendered') return 'rendered';
  return mounted === 'done' ? 'library' : 'loading';
}

/** Routes the modules' events to the page's current handlers (for the modeller's lifetime). */
function subscribe(instance: ModellerController, handlers: () => CanvasHandlers): void {
  instance.on('pp.number.edit', ({ elementId }) => handlers().onEditNumber(elementId));
  instance.on('pp.resources.edit', ({ elementId }) => handlers().onEditResources(elementId));
  instance.on('pp.subprocess.link', ({ elementId }) => handlers().onLinkSubprocess(elementId));
  instance.on('pp.subprocess.unlink', ({ elementId }) => handlers().onUnlinkSubprocess(elementId));
  instance.on('pp.subprocess.open', ({ elementId }) => handlers().onOpenSubprocess(elementId));
  instance.on('pp.customElements.manage', () => handlers().onManageCustomElements());
  instance.on('pp.element.deleted', ({ elementId }) => handlers().onElementDeleted(elementId));
  instance.on('pp.element.restored', ({ elementId }) => handlers().onElementRestored(elementId));
  instance.on('pp.stack.changed', () => handlers().onStackChanged());
  instance.on('pp.selection.changed', ({ elementId }) => handlers().onSelectionChanged?.(elementId));
  instance.on('pp.element.open', ({ elementId }) => handlers().onOpenElement?.(elementId));
}
