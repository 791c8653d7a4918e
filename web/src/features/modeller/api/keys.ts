/** Query keys of the modeller; everything for one model lives below ['modeller', uuid]. */
export const modellerKeys = {
  all: ['modeller'] as const,
  model: (uuid: string) => ['modeller', uuid, 'model'] as const,
  numbers: (uuid: string) => ['modeller', uuid, 'numbers'] as const,
  links: (uuid: string) => ['modeller', uuid, 'links'] as const,
  history: (uuid: string) => ['modeller', uuid, 'history'] as const,
  historyVersion: (uuid: string, hash: string) => ['modeller', uuid, 'history', hash] as const,
  customElements: () => ['modeller-lookups', 'custom-elements'] as const,
  models: () => ['modeller-lookups', 'models'] as const,
};
