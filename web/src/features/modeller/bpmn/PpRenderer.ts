import BaseRenderer from 'diagram-js/lib/draw/BaseRenderer';
import { isCustomTask, isStickyNote } from './elements';
import { CUSTOM_TASK_COLOR, STICKY_NOTE_COLOR } from './moddle';
import { svgElement } from './svg';
import type { DiagramElement, EventBusLike, TextRendererLike } from './types';

type Handler = (
  parentGfx: SVGElement,
  element: DiagramElement,
  attrs?: Record<string, unknown>,
) => SVGElement;

interface BpmnRendererLike {
  readonly handlers: Record<string, Handler>;
  getShapePath(shape: DiagramElement): string;
}

const HIGH_PRIORITY = 1500;
const FOLD = 14;
const ICON_SIZE = 22;

/**
 * Draws the ProzessPuls elements: custom modelling elements as tasks with the
 * client's icon in the top-left corner and a warm tint; sticky notes as yellow notes with a
 * folded corner. Everything else is left to the standard BPMN renderer.
 */
export default class PpRenderer extends BaseRenderer {
  static $inject = ['eventBus', 'bpmnRenderer', 'textRenderer'];

  private readonly bpmnRenderer: BpmnRendererLike;
  private readonly textRenderer: TextRendererLike;

  constructor(eventBus: EventBusLike, bpmnRenderer: BpmnRendererLike, textRenderer: TextRendererLike) {
    super(eventBus as never, HIGH_PRIORITY);
    this.bpmnRenderer = bpmnRenderer;
    this.textRenderer = textRenderer;
  }

  override canRender(element: never): boolean {
    const shape = element as DiagramElement;
    if (shape.labelTarget || !shape.businessObject) return false;
    return isCustomTask(shape.businessObject) || isStickyNote(shape.businessObject);
  }

  override drawShape(parentGfx: SVGElement, element: never): SVGElement {
    const shape = element as DiagramElement;
    return isStickyNote(shape.businessObject)
      ? this.drawStickyNote(parentGfx, shape)
      : this.drawCustomTask(parentGfx, shape);
  }

  override getShapePath(element: never): string {
    const shape = element as DiagramElement & { x: number; y: number; width: number; height: number };
    if (isStickyNote(shape.businessObject)) {
      const { x, y, width, height } = shape;
      return `M${x},${y}h${width}v${height}h${-width}z`;
    }
    return this.bpmnRenderer.getShapePath(shape);
  }

  private drawCustomTask(parentGfx: SVGElement, element: DiagramElement): SVGElement {
    const bo = element.businessObject;
    const color = bo.get('pp:taskColor');
    const drawTask = this.bpmnRenderer.handlers['bpmn:Task'];
    if (!drawTask) throw new Error('bpmn:Task renderer missing');
    const shape = drawTask(parentGfx, element, {
      fill: typeof color === 'string' && color ? color : CUSTOM_TASK_COLOR,
    });
    const icon = bo.get('pp:icon');
    if (typeof icon === 'string' && icon.startsWith('data:image/')) {
      const image = svgElement('image', {
        x: 6,
        y: 6,
        width: ICON_SIZE,
        height: ICON_SIZE,
        class: 'pp-custom-icon',
      });
      image.setAttribute('href', icon);
      parentGfx.append(image);
    }
    return shape;
  }

  private drawStickyNote(parentGfx: SVGElement, element: DiagramElement): SVGElement {
    const width = element.width ?? 140;
    const height = element.height ?? 100;
    const color = element.businessObject.get('pp:color');
    const fill = typeof color === 'string' && color ? color : STICKY_NOTE_COLOR;
    const note = svgElement('path', {
      d: `M0,0 H${width - FOLD} L${width},${FOLD} V${height} H0 Z`,
      fill,
      stroke: '#C9A800',
      'stroke-width': 1,
      class: 'pp-sticky-note',
    });
    parentGfx.append(note);
    parentGfx.append(
      svgElement('path', {
        d: `M${width - FOLD},0 V${FOLD} H${width}`,
        fill: '#F3E07A',
        stroke: '#C9A800',
        'stroke-width': 1,
      }),
    );
    const text = this.textRenderer.createText(element.businessObject.text ?? '', {
      box: { width, height },
      align: 'left-top',
      padding: 8,
      style: { fill: '#3D3300' },
    });
    text.classList.add('djs-label');
    parentGfx.append(text);
    return note;
  }
}
