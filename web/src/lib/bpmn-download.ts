import { getDescriptions } from './api/get-descriptions';
import { getElementNumbers } from './api/get-element-numbers';
import { withProcessName } from './process-name';

/**
 * The diagram as a .bpmn download: each element's description as
 * `bpmn:documentation` and its number as `pp:elementNumber`, so importing the file restores both;
 * the single process named like the model. The content is read as the server answers it
 * to this user, the same version the diagram is. The XML transforms (bpmn-moddle) load only here.
 */
export async function bpmnDownload(uuid: string, xml: string, processName: string): Promise<Blob> {
  const [{ withElementContent }, descriptions, numbers] = await Promise.all([
    import('@prozesspuls/shared/bpmnXml'),
    getDescriptions(uuid),
    getElementNumbers(uuid),
  ]);
  const withContent = await withElementContent(xml, {
    descriptions: new Map(descriptions.map((d) => [d.elementId, d.text])),
    numbers: new Map(numbers.map((n) => [n.elementId, n.number])),
  });
  return new Blob([withProcessName(withContent, processName)], { type: 'application/xml' });
}
