import { type NamespaceText, namespaceText } from '@/lib/i18n-namespace';
import { type ManagementTexts, managementDe } from '../locales/de';

export type ManagementT = NamespaceText<ManagementTexts>;

/** The administration's texts (namespace 'management'), registered when the area's code loads. */
const managementT: ManagementT = namespaceText(managementDe);

/** `t` for the 'management' namespace, typed against its catalogue. */
export function useManagementText(): ManagementT {
  return managementT;
}
