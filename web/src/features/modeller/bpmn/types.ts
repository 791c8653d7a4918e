/**
 * The few bpmn-js / diagram-js services and shapes the modeller's modules use, typed narrowly so the
 * modules stay checked without pulling the libraries' full generic service maps.
 */
export interface BusinessObject {
  readonly $type: string;
  readonly id: string;
  name?: string;
  text?: string;
  triggeredByEvent?: boolean;
  /** The moddle type check (with supertypes); absent on plain test objects. */
  $instanceOf?(type: string): boolean;
  get(name: string): unknown;
  set(name: string, value: unknown): void;
}

export interface DiagramElement {
  readonly id: string;
  readonly type: string;
  readonly businessObject: BusinessObject;
  readonly labelTarget?: DiagramElement;
  readonly parent?: DiagramElement;
  readonly x?: number;
  readonly y?: number;
  readonly width?: number;
  readonly height?: number;
  readonly collapsed?: boolean;
  readonly di?: { readonly isExpanded?: boolean };
  readonly waypoints?: unknown;
  /** Connections: where they start and end. */
  readonly source?: DiagramElement;
  readonly target?: DiagramElement;
}

export interface EventBusLike {
  on(events: string | string[], priority: number, callback: (event: never) => unknown): void;
  on(events: string | string[], callback: (event: never) => unknown): void;
  off(events: string | string[], callback: (event: never) => unknown): void;
  fire(type: string, data?: Record<string, unknown>): unknown;
}

export interface OverlaysLike {
  add(
    element: DiagramElement | string,
    type: string,
    overlay: {
      position: { top?: number; left?: number; right?: number; bottom?: number };
      html: HTMLElement | string;
      show?: { minZoom?: number; maxZoom?: number };
      scale?: boolean | { min?: number; max?: number };
    },
  ): string;
  remove(filter: string | { element?: DiagramElement | string; type?: string }): void;
  /** Runs a pass over many elements' overlays as one DOM write (IndexedOverlays). */
  batch(draw: () => void): void;
  get(filter: { element?: DiagramElement | string; type?: string }): unknown[];
}

export interface ElementRegistryLike {
  get(id: string): DiagramElement | undefined;
  getAll(): DiagramElement[];
  filter(fn: (element: DiagramElement) => boolean): DiagramElement[];
  getGraphics(element: DiagramElement | string): SVGElement | undefined;
}

export interface ViewboxBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Viewbox extends ViewboxBox {
  readonly scale: number;
  /** The diagram's extent in diagram coordinates. */
  readonly inner: ViewboxBox;
  /** The canvas in screen pixels. */
  readonly outer: { readonly width: number; readonly height: number };
}

export interface CanvasLike {
  zoom(level?: number | 'fit-viewport', center?: 'auto' | { x: number; y: number }): number;
  viewbox(box?: ViewboxBox): Viewbox;
  getContainer(): HTMLElement;
  getRootElement(): DiagramElement;
  resized(): void;
  scrollToElement(element: DiagramElement): void;
}

export interface CommandStackLike {
  canUndo(): boolean;
  canRedo(): boolean;
  undo(): void;
  redo(): void;
  clear(): void;
  /** Internal position in the stack; used to tell whether the diagram changed since the last save. */
  readonly _stackIdx: number;
}

export interface ModelingLike {
  updateLabel(element: DiagramElement, label: string): void;
  updateProperties(element: DiagramElement, properties: Record<string, unknown>): void;
}

export interface KeyboardLike {
  bind(): void;
  unbind(): void;
}

export interface ContextPadLike {
  close(): void;
  isOpen(): boolean;
  open(target: DiagramElement | DiagramElement[], force?: boolean): void;
  readonly _current?: { readonly target: DiagramElement | DiagramElement[] } | null;
  registerProvider(priority: number, provider: object): void;
  registerProvider(provider: object): void;
}

export interface PaletteLike {
  registerProvider(provider: object): void;
  _rebuild(): void;
  getEntries(): Record<string, unknown>;
}

export interface DirectEditingLike {
  cancel(): void;
  isActive(): boolean;
}

export interface ElementFactoryLike {
  createShape(attrs: Record<string, unknown>): DiagramElement;
}

export interface BpmnFactoryLike {
  create(type: string, attrs?: Record<string, unknown>): BusinessObject;
}

export interface CreateLike {
  start(event: Event, shape: DiagramElement | DiagramElement[], context?: unknown): void;
}

export interface TextRendererLike {
  createText(
    text: string,
    options: {
      box: { width: number; height: number };
      align?: string;
      padding?: number;
      style?: Record<string, string | number>;
    },
  ): SVGElement;
}

export type Translate = (template: string, replacements?: Record<string, string>) => string;

export interface ContextPadEntry {
  readonly group: string;
  readonly className?: string;
  readonly imageUrl?: string;
  readonly html?: string;
  readonly title: string;
  readonly action: { click: (event: Event, element: DiagramElement) => void } | ((event: Event) => void);
}

export interface PaletteEntry {
  readonly group: string;
  readonly className?: string;
  readonly imageUrl?: string;
  readonly separator?: boolean;
  readonly title?: string;
  readonly action?: {
    readonly click?: (event: Event) => void;
    readonly dragstart?: (event: Event) => void;
  };
}
