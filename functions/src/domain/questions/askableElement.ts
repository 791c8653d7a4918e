import { newBpmnModdle } from '@prozesspuls/shared/bpmnXml';

export type AskableCheck = 'ok' | 'missing' | 'customIconTask';

/** True for the ProzessPuls extension attributes of a custom element (`pp:taskType`, `pp:icon`). */
const isCustomElementAttribute = (name: string, value: string) =>
  /(^|:)(taskType|icon)$/.test(name) && value.trim() !== '';

/**
 * Whether a colleague may be asked about the element `elementId` of the diagram: it must exist,
 * and it must not be a custom task-type element with an icon. Custom elements are
 * bpmn:Task with the pp: attributes (web/src/features/modeller/bpmn/moddle.ts); parsed without
 * that descriptor, they are kept in `$attrs` under their prefixed names.
 */
export async function askableElement(xml: string, elementId: string): Promise<AskableCheck> {
  const { elementsById } = await (await newBpmnModdle()).fromXML(xml);
  const element = elementsById?.[elementId];
  if (!element) return 'missing';
  if (element.$type === 'bpmn:Task') {
    const attributes = Object.entries(element.$attrs ?? {});
    if (attributes.some(([name, value]) => isCustomElementAttribute(name, String(value)))) {
      return 'customIconTask';
    }
  }
  return 'ok';
}
