/** Where the keyboard puts a new element from the palette (PpKeyboardTools): pure rules. */
import type { DiagramElement } from './types';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Room between the selected element and one placed beside it without a connection. */
const GAP = 80;

export const isA = (element: DiagramElement, type: string) =>
  element.businessObject.$instanceOf?.(type) ?? false;
export const isShape = (element: DiagramElement) =>
  element.waypoints === undefined && element.labelTarget === undefined;

/** A sequence flow continues from the selected element to the new one, or a note annotates it. */
export function continuesFlow(selected: DiagramElement, created: DiagramElement): boolean {
  if (isA(created, 'bpmn:TextAnnotation')) return !isA(selected, 'bpmn:TextAnnotation');
  return (
    isA(selected, 'bpmn:FlowNode') &&
    !isA(selected, 'bpmn:EndEvent') &&
    isA(created, 'bpmn:FlowNode') &&
    !isA(created, 'bpmn:StartEvent')
  );
}

/** Right of the selected element, centred on its height. */
export function besidePosition(selected: DiagramElement, created: DiagramElement): Point {
  return {
    x: (selected.x ?? 0) + (selected.width ?? 0) + GAP + (created.width ?? 0) / 2,
    y: (selected.y ?? 0) + (selected.height ?? 0) / 2,
  };
}

/** The point lies inside the element's bounds (a pool the new element may go into). */
export function contains(element: DiagramElement, x: number, y: number): boolean {
  const left = element.x ?? 0;
  const top = element.y ?? 0;
  return x >= left && x <= left + (element.width ?? 0) && y >= top && y <= top + (element.height ?? 0);
}
