import { flowOrder } from '@prozesspuls/shared/rules';
import { isShape } from './elements';
import type { DiagramElement, ElementRegistryLike } from './types';

/** The root an element is drawn on (a collapsed subprocess's plane or the main diagram). */
function rootOf(element: DiagramElement): DiagramElement {
  let current = element;
  while (current.parent) current = current.parent;
  return current;
}

/**
 * The shapes of the diagram on the canvas in flow order (shared `flowOrder`: along the sequence
 * flows from the start events, then the rest in document order). The outline lists them in this
 * order and the arrow keys move the selection along it.
 */
export function shapesInFlowOrder(registry: ElementRegistryLike, root: DiagramElement): DiagramElement[] {
  const all = registry.getAll().filter((element) => rootOf(element) === root);
  const shapes = all.filter(isShape);
  const order = flowOrder({
    elements: shapes.map((element) => ({ id: element.id, start: element.type === 'bpmn:StartEvent' })),
    flows: all.flatMap((element) =>
      element.type === 'bpmn:SequenceFlow' && element.source && element.target
        ? [{ source: element.source.id, target: element.target.id }]
        : [],
    ),
  });
  const byId = new Map(shapes.map((element) => [element.id, element]));
  return order.flatMap((id) => {
    const element = byId.get(id);
    return element ? [element] : [];
  });
}
