import { elementTitle, releaseBlockedMessage } from '@prozesspuls/shared';
import { newBpmnModdle } from '@prozesspuls/shared/bpmnXml';
import type { ModdleElement } from 'bpmn-moddle';

const nameOf = (element: ModdleElement | undefined): string =>
  typeof element?.name === 'string' ? element.name : '';

/**
 * The model checks of 'Modell prüfen' (the same bpmnlint rules as the modeller) on a stored or sent
 * diagram. Returns why a release request must be refused — German, naming the elements with errors
 * — or null when the model has no errors (warnings do not block a release). A finding on a process
 * is named by its pool, as the modeller shows it there. The XML has passed checkBpmnXml.
 */
export async function releaseRefusalOf(xml: string): Promise<string | null> {
  const { rootElement, elementsById = {} } = await (await newBpmnModdle()).fromXML(xml);
  // bpmnlint and its rules load with the first release request, not with every release route.
  const { runModelChecks } = await import('@prozesspuls/shared/modelCheckLinter');
  const findings = await runModelChecks(rootElement, (id) => elementsById[id]?.$type ?? null);
  const errors = findings.filter((finding) => finding.severity === 'error');
  if (errors.length === 0) return null;
  const elements = Object.values(elementsById);
  const shownAs = (id: string) =>
    elements.find(
      (element) =>
        element.$type === 'bpmn:Participant' && (element.processRef as ModdleElement | undefined)?.id === id,
    ) ?? elementsById[id];
  return releaseBlockedMessage(
    errors.map((error) => {
      const element = shownAs(error.elementId);
      return { element: elementTitle(undefined, nameOf(element), element?.$type ?? null), text: error.text };
    }),
  );
}
