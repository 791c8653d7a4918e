import german from 'bpmn-js-i18n/translations/de';
import { bpmnGermanOverrides } from '../locales/bpmn-de';

const dictionary: Readonly<Record<string, string>> = { ...german, ...bpmnGermanOverrides };

/** bpmn-js's translate service in German: community translations plus our own wording. */
export function germanTranslate(
  template: string,
  replacements: Readonly<Record<string, string>> = {},
): string {
  const text = dictionary[template] ?? template;
  return text.replace(/{([^}]+)}/g, (_, key: string) => replacements[key] ?? `{${key}}`);
}

export const translateModule = { translate: ['value', germanTranslate] };
