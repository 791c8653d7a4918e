import { queryKeys } from '@/lib/api/query-keys';

/** Query keys of the modeller; what only it reads of one model lives below ['modeller', uuid]. */
export const modellerKeys = {
  all: ['modeller'] as const,
  /** The model itself is read by the process list too: the shared key. */
  model: (uuid: string) => queryKeys.models.detail(uuid),
  numbers: (uuid: string) => ['modeller', uuid, 'numbers'] as const,
  links: (uuid: string) => ['modeller', uuid, 'links'] as const,
  history: (uuid: string) => ['modeller', uuid, 'history'] as const,
  historyVersion: (uuid: string, hash: string) => ['modeller', uuid, 'history', hash] as const,
  customElements: () => ['modeller-lookups', 'custom-elements'] as const,
  attachments: (uuid: string) => ['modeller', uuid, 'attachments'] as const,
  lastEdit: (uuid: string) => ['modeller', uuid, 'last-edit'] as const,
  comments: (uuid: string, elementId: string) => ['modeller', uuid, 'comments', elementId] as const,
  documents: (uuid: string, elementId: string) => ['modeller', uuid, 'documents', elementId] as const,
  description: (uuid: string, elementId: string) => ['modeller', uuid, 'description', elementId] as const,
};
