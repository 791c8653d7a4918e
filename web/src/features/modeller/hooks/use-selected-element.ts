import { type RefObject, useEffect, useState } from 'react';
import type { ModellerController } from '../bpmn/controller';

/** The one selected element of the canvas (null when none or several are selected). */
export function useSelectedElement(
  controller: RefObject<ModellerController | null>,
  ready: boolean,
): string | null {
  const [elementId, setElementId] = useState<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    return controller.current?.on('pp.selection.changed', (event) => setElementId(event.elementId));
  }, [controller, ready]);
  return elementId;
}
