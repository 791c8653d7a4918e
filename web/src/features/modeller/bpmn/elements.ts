import type { ElementKind } from '../utils/element-kinds';
import { STICKY_NOTE_SHAPE } from './moddle';
import type { BusinessObject, DiagramElement } from './types';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function taskTypeOf(bo: BusinessObject): string | undefined {
  return bo.$type === 'bpmn:Task' ? text(bo.get('pp:taskType')) : undefined;
}

export function isStickyNote(bo: BusinessObject): boolean {
  return bo.$type === 'bpmn:TextAnnotation' && bo.get('pp:shape') === STICKY_NOTE_SHAPE;
}

export function isCustomTask(bo: BusinessObject): boolean {
  return taskTypeOf(bo) !== undefined;
}

/** The element as the pure rules see it. */
export function kindOf(element: DiagramElement): ElementKind {
  const bo = element.businessObject;
  const expanded = element.di?.isExpanded;
  return {
    type: bo.$type,
    triggeredByEvent: Boolean(bo.triggeredByEvent),
    taskType: taskTypeOf(bo),
    sticky: isStickyNote(bo),
    collapsed: expanded === undefined ? undefined : !expanded,
  };
}

/** Shapes only: no labels, connections or the root. */
export function isShape(element: DiagramElement): boolean {
  return !element.labelTarget && !element.waypoints && Boolean(element.parent);
}
