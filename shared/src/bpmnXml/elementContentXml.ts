/// <reference path="../types/bpmn-moddle.d.ts" />
/**
 * The XML round trip of element content: an exported diagram carries each element's
 * description as `bpmn:documentation` and its element number as `<pp:elementNumber>` in
 * `bpmn:extensionElements` (namespace ppModdle.ts); importing such a file takes both back into the
 * element content store. Parsed and written with bpmn-moddle, the parser bpmn-js itself uses, so
 * every other part of the diagram (vendor extensions, diagram interchange) survives as it is.
 */
import type { ModdleElement } from 'bpmn-moddle';
import { DESCRIPTION_MAX } from '../elementContent/messages.js';
import { elementNumberError, normalizeElementNumber } from '../modeller/elementNumbers.js';
import { newBpmnModdle } from './moddle.js';

/** An element's description and number by element id, as the content store holds them. */
export interface ElementContent {
  readonly descriptions: ReadonlyMap<string, string>;
  readonly numbers: ReadonlyMap<string, string>;
}

export const BPMN_XML_MESSAGES = {
  unreadable: 'Die BPMN-Datei konnte nicht gelesen werden.',
  descriptionTooLong: (elementId: string) =>
    `Die Beschreibung (bpmn:documentation) des Elements "${elementId}" ist länger als ${DESCRIPTION_MAX} Zeichen. Bitte kürzen Sie sie und importieren Sie die Datei erneut.`,
  invalidNumber: (elementId: string, number: string) =>
    `Die Elementnummer "${number}" des Elements "${elementId}" ist ungültig. Erlaubt sind Nummern wie 1, 1.1 oder 2.3.`,
  twoNumbers: (elementId: string) =>
    `Das Element "${elementId}" hat in der Datei mehrere Elementnummern. Jedes Element darf nur eine haben.`,
  duplicateNumber: (number: string) =>
    `Die Elementnummer "${number}" ist in der Datei mehrfach vergeben. Jede Nummer darf nur einmal vorkommen.`,
} as const;

const ELEMENT_NUMBER_TYPE = 'pp:ElementNumber';

/** A diagram element that can carry documentation and extension elements. */
interface BaseElement extends ModdleElement {
  documentation?: ModdleElement[];
  extensionElements?: ModdleElement & { values?: ModdleElement[] };
}

async function parse(xml: string) {
  const moddle = await newBpmnModdle({ withElementContent: true });
  const { rootElement, elementsById } = await moddle.fromXML(xml);
  const elements = Object.entries(elementsById ?? {}).filter((entry): entry is [string, BaseElement] =>
    entry[1].$instanceOf('bpmn:BaseElement'),
  );
  return { moddle, rootElement, elements };
}

const numberElementsOf = (element: BaseElement) =>
  (element.extensionElements?.values ?? []).filter((value) => value.$instanceOf(ELEMENT_NUMBER_TYPE));

/** Removes the element's pp:elementNumber entries, and extensionElements when nothing else is left. */
function dropNumbers(element: BaseElement) {
  const extensions = element.extensionElements;
  if (!extensions) return;
  const rest = (extensions.values ?? []).filter((value) => !value.$instanceOf(ELEMENT_NUMBER_TYPE));
  if (rest.length === 0) element.extensionElements = undefined;
  else extensions.values = rest;
}

/**
 * The diagram as exported: every element with a description gets it as its only
 * `bpmn:documentation`, every element with a number exactly one `pp:elementNumber` (numbers
 * already in the XML are replaced, the store decides). Documentation of elements without a
 * description stays, so no text of an older file is lost on the way out. Throws on XML bpmn-moddle
 * cannot read.
 */
export async function withElementContent(xml: string, content: ElementContent): Promise<string> {
  const { moddle, rootElement, elements } = await parse(xml);
  for (const [id, element] of elements) {
    const description = content.descriptions.get(id);
    if (description !== undefined && description.trim() !== '') {
      element.documentation = [moddle.create('bpmn:Documentation', { text: description })];
    }
    dropNumbers(element);
    const number = content.numbers.get(id);
    if (number === undefined) continue;
    const numberElement = moddle.create(ELEMENT_NUMBER_TYPE, { value: number });
    if (element.extensionElements) element.extensionElements.values?.push(numberElement);
    else element.extensionElements = moddle.create('bpmn:ExtensionElements', { values: [numberElement] });
  }
  return (await moddle.toXML(rootElement, { format: true })).xml;
}

export type TakenElementContent =
  | (ElementContent & {
      readonly ok: true;
      /** The diagram to store: without what moved into the store, else the file unchanged. */
      readonly xml: string;
    })
  | { readonly ok: false; readonly msg: string };

const documentationText = (element: BaseElement) =>
  (element.documentation ?? [])
    .map((documentation) => String(documentation.text ?? '').trim())
    .filter((text) => text !== '')
    .join('\n\n');

/**
 * Takes descriptions and numbers out of an imported diagram: every element's non-empty
 * `bpmn:documentation` (several joined by a blank line) becomes its description, whatever tool
 * wrote it; every `pp:elementNumber` its number, in canonical form. They then live only in the
 * store (the stored diagram no longer carries them), so a description deleted later cannot come
 * back with the next export. A description over the limit, an invalid number or one number on two
 * elements refuses the whole file with a German message: nothing is cut or dropped silently.
 */
export async function takeElementContent(xml: string): Promise<TakenElementContent> {
  let parsed: Awaited<ReturnType<typeof parse>>;
  try {
    parsed = await parse(xml);
  } catch {
    return { ok: false, msg: BPMN_XML_MESSAGES.unreadable };
  }
  const descriptions = new Map<string, string>();
  const numbers = new Map<string, string>();
  const holders = new Map<string, string>();
  for (const [id, element] of parsed.elements) {
    const text = documentationText(element);
    if (text.length > DESCRIPTION_MAX) return { ok: false, msg: BPMN_XML_MESSAGES.descriptionTooLong(id) };
    if (text !== '') descriptions.set(id, text);
    for (const numberElement of numberElementsOf(element)) {
      const raw = String(numberElement.value ?? '').trim();
      if (elementNumberError(raw)) return { ok: false, msg: BPMN_XML_MESSAGES.invalidNumber(id, raw) };
      const number = normalizeElementNumber(raw);
      if (numbers.has(id) && numbers.get(id) !== number)
        return { ok: false, msg: BPMN_XML_MESSAGES.twoNumbers(id) };
      const holder = holders.get(number);
      if (holder !== undefined && holder !== id)
        return { ok: false, msg: BPMN_XML_MESSAGES.duplicateNumber(number) };
      holders.set(number, id);
      numbers.set(id, number);
    }
  }
  if (descriptions.size === 0 && numbers.size === 0) return { ok: true, xml, descriptions, numbers };
  for (const [id, element] of parsed.elements) {
    if (descriptions.has(id)) element.documentation = [];
    dropNumbers(element);
  }
  const { xml: stored } = await parsed.moddle.toXML(parsed.rootElement, { format: true });
  return { ok: true, xml: stored, descriptions, numbers };
}
